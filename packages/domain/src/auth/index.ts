export * from './common-passwords';
export * from './password';
export * from './sign-in';
export * from './two-step';
