import type { OpenApiDocument } from '@trilha/sdk/contract';
import { describe, expect, it } from 'vitest';
import { filterGroups, readDocument } from './openapiView';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Teste', version: '1' },
  tags: [{ name: 'certificates', description: 'Certificados.', 'x-displayName': 'Certificados' }],
  components: {
    schemas: {
      Certificado: {
        type: 'object',
        properties: { id: { type: 'integer' }, expires_at: { type: ['string', 'null'] } },
        required: ['id'],
      },
    },
  },
  paths: {
    '/api/certificates/{id}/download': {
      get: {
        operationId: 'certificates.download',
        tags: ['certificates'],
        summary: 'Baixar o PDF',
        'x-trilha-token': 'widget',
        'x-trilha-roles': ['admin', 'student'],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: {
          '200': { description: 'O arquivo.', content: { 'application/pdf': { schema: { type: 'string' } } } },
          '404': { description: 'Não encontrado.' },
        },
      },
    },
    '/api/certificates/my': {
      get: {
        operationId: 'certificates.my',
        tags: ['certificates'],
        responses: {
          '200': {
            description: 'Sucesso.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { permanent: { type: 'array', items: { $ref: '#/components/schemas/Certificado' } } },
                  required: ['permanent'],
                },
              },
            },
          },
        },
      },
    },
  },
};

describe('the docs screen’s reading of the OpenAPI document', () => {
  it('groups operations by tag with parameters, answer and errors', () => {
    const [group] = readDocument(doc);
    expect(group?.label).toBe('Certificados');
    const [download, my] = group?.operations ?? [];
    expect(download).toMatchObject({
      id: 'certificates.download',
      method: 'GET',
      token: 'widget',
      roles: ['admin', 'student'],
      parameters: [{ name: 'id', in: 'path', type: 'integer', required: true }],
      success: { status: '200', media: ['application/pdf'], fields: [] },
      errors: [{ status: '404', description: 'Não encontrado.' }],
    });
    expect(my?.success.fields).toEqual([
      { name: 'permanent', type: 'Certificado[]', required: true, description: undefined },
    ]);
  });

  it('filters by every word typed', () => {
    const groups = readDocument(doc);
    expect(filterGroups(groups, 'certificates download')[0]?.operations.map((o) => o.id)).toEqual([
      'certificates.download',
    ]);
    expect(filterGroups(groups, 'nada disso')).toEqual([]);
  });
});
