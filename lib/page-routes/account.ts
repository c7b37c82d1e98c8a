/** The signed-in user's account page: what the platform keeps, and the request to erase the account (issue 24). */
export const ACCOUNT_PATH = '/account';
