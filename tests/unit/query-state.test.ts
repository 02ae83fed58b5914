import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { QueryState } from '@/components/ui/QueryState';
import type { ApiQuery } from '@/hooks/useApiQuery';
import { ApiError } from '@/services/api';

const retry = () => {};
const loading: ApiQuery<string[]> = { data: undefined, error: undefined, isLoading: true, retry };
const failed: ApiQuery<string[]> = { data: undefined, error: new ApiError(500, 'Tente mais tarde.'), isLoading: false, retry };
const answered = (data: string[]): ApiQuery<string[]> => ({ data, error: undefined, isLoading: false, retry });
const list = (data: string[]) => createElement('ul', null, data.map((item) => createElement('li', { key: item }, item)));
const html = (query: ApiQuery<string[]>, props: Record<string, unknown> = {}) =>
  // A plain function of its props (no hooks): called directly, the props need no JSX.
  renderToStaticMarkup(QueryState({ query, label: 'Carregando a lista', errorTitle: 'Não foi possível carregar a lista.', children: list, ...props } as Parameters<typeof QueryState<string[]>>[0]));

// The pages' own branches used to write these elements directly: the shared piece must give the very same markup.
describe('QueryState', () => {
  it('renders the skeleton while loading, or the one given', () => {
    expect(html(loading)).toBe(renderToStaticMarkup(createElement(DashboardSkeleton, { label: 'Carregando a lista' })));
    expect(html(loading, { label: undefined, skeleton: createElement('div', { className: 'h-20' }) })).toBe('<div class="h-20"></div>');
  });

  it('renders the error with its retry on failure or without an answer, with the default title when none is given', () => {
    const error = (title?: string, message = 'Tente mais tarde.') => renderToStaticMarkup(createElement(DashboardError, { title, message, onRetry: retry }));
    expect(html(failed)).toBe(error('Não foi possível carregar a lista.'));
    expect(html(failed, { errorTitle: undefined })).toBe(error());
    expect(html({ ...failed, error: undefined })).toBe(error('Não foi possível carregar a lista.', ''));
  });

  it('renders the empty state when the answer has nothing, the content otherwise', () => {
    const empty = createElement('p', null, 'Nada ainda.');
    expect(html(answered([]), { isEmpty: (data: string[]) => data.length === 0, empty })).toBe('<p>Nada ainda.</p>');
    expect(html(answered(['a', 'b']), { isEmpty: (data: string[]) => data.length === 0, empty })).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(html(answered([]))).toBe('<ul></ul>');
  });
});
