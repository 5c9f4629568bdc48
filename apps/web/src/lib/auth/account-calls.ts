// The account calls the session needs. They parse the server's answers with the contract's zod
// schemas, so the provider imports them on first use: a visitor without a session never downloads
// zod, and it stays out of the entry chunk (decision 0015).
export { deleteAccount } from '../../entities/accounts/api/delete-account.ts';
export { getMe } from '../../entities/accounts/api/get-me.ts';
export { login } from '../../entities/accounts/api/login.ts';
export { logout } from '../../entities/accounts/api/logout.ts';
export { register } from '../../entities/accounts/api/register.ts';
