/** The notification's length limits: the fields' and the schema's (a yup-free module, for the form). */
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const LINK_MAX = 300;
