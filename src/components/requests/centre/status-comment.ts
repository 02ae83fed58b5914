/** The longest comment a status change takes: the textarea's limit and the schema's (a yup-free module, for the form). */
export const COMMENT_MAX = 2000;
