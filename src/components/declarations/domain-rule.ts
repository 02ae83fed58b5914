import type * as yup from 'yup';
import type { FieldProblem } from '@/domain/declarations';

/**
 * A yup test that reports, on one field, what the shared rule of `src/domain` says about the whole form:
 * the web and the API then give the same messages.
 */
export function domainRule<T>(problemsOf: (values: T) => FieldProblem[], path: string) {
  return function test(this: yup.TestContext) {
    const problem = problemsOf(this.parent as T).find((item) => item.path === path);
    return problem ? this.createError({ message: problem.message, type: problem.type }) : true;
  };
}
