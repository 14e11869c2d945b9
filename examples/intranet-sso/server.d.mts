import type { Server } from 'node:http';

export function createSsoIntranet(options: { trilhaUrl: string; courseId: number }): Server;
