export * from './auth';
export * from './common';
export * from './companies';
export * from './courses';
export * from './limits';
export * from './messages';
export * from './types';
export * from './users';
