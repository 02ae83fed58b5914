/** Today as yyyy-MM-dd: the latest birth date the form offers and its schema accepts (a yup-free module, for the form). */
export const today = () => new Date().toISOString().slice(0, 10);
