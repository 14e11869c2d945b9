export { ApiError, createClient, NetworkError, type TrilhaClient } from './client';
export { TrilhaProvider, useTrilhaClient } from './provider';
