import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CourseContentSchema, CourseFieldsSchema } from '@trilha/sdk/contract';
import type { z } from 'zod';
import { attachmentUploader } from '../commands/attachments';
import { contentSaver } from '../commands/courseContent';
import { courseCreator } from '../commands/courses';
import { Company, Course } from '../models';
import { repoRoot } from '../paths';
import { type Actor, audit } from '../services/audit';
import { VIDEO_RULE } from '../services/fileRules';
import { getSetting, setSettings } from '../services/settings';
import { storeUpload } from '../services/storage';

const assets = path.join(repoRoot, 'server', 'assets', 'demo');

type Lesson = z.input<typeof CourseContentSchema>['modules'][number]['lessons'][number];
interface DemoCourse {
  fields: z.input<typeof CourseFieldsSchema>;
  modules: { title: string; description?: string; lessons: (Lesson & { material?: boolean })[] }[];
}

const local = (title: string, description: string): Lesson & { material?: boolean } => ({
  title,
  description,
  video_type: 'local',
  video_file: 'DEMO_VIDEO',
  duration: 1,
  material: true,
});
const youtube = (title: string, id: string, duration: number, description: string): Lesson => ({
  title,
  description,
  video_type: 'youtube',
  video_url: `https://www.youtube.com/watch?v=${id}`,
  duration,
});

const CATALOGUE: DemoCourse[] = [
  {
    fields: {
      title: 'NR-35 – Trabalho em Altura',
      description:
        'Capacitação para atividades acima de 2 metros do nível inferior: análise de risco, sistemas de proteção contra quedas, EPIs e resgate.',
      status: 'published',
      level: 'Básico',
      validity_months: 24,
    },
    modules: [
      {
        title: 'Fundamentos da NR-35',
        lessons: [
          local('Introdução ao trabalho em altura', 'O que a norma exige, para quem e por quê.'),
          youtube(
            'Análise de Risco e Permissão de Trabalho',
            'dQw4w9WgXcQ',
            8,
            'Como preencher a APR e a PT antes de subir.',
          ),
        ],
      },
      {
        title: 'Proteção contra quedas',
        lessons: [
          youtube('Cinto paraquedista e talabarte', 'dQw4w9WgXcQ', 10, 'Inspeção, ajuste e pontos de ancoragem.'),
          youtube('Plano de resgate', 'dQw4w9WgXcQ', 6, 'Quem faz o quê quando alguém fica suspenso.'),
        ],
      },
    ],
  },
  {
    fields: {
      title: 'NR-10 – Segurança em Instalações e Serviços em Eletricidade',
      description:
        'Riscos elétricos, medidas de controle, desenergização, bloqueio e etiquetagem (LOTO) e primeiros socorros para quem trabalha com eletricidade.',
      status: 'published',
      level: 'Intermediário',
      validity_months: 24,
    },
    modules: [
      {
        title: 'Riscos em eletricidade',
        lessons: [
          local('Choque elétrico, arco e incêndio', 'Os efeitos da corrente no corpo e como evitá-los.'),
          youtube('Medidas de controle coletivas e individuais', 'dQw4w9WgXcQ', 12, 'Da desenergização aos EPIs.'),
        ],
      },
      {
        title: 'Procedimentos seguros',
        lessons: [
          youtube('Bloqueio e etiquetagem (LOTO)', 'dQw4w9WgXcQ', 9, 'Passo a passo da desenergização segura.'),
        ],
      },
    ],
  },
  {
    fields: {
      title: 'NR-06 – Equipamentos de Proteção Individual',
      description:
        'Seleção, uso, guarda, conservação e responsabilidades sobre os EPIs, com o Certificado de Aprovação (CA).',
      status: 'published',
      level: 'Básico',
      validity_months: 12,
    },
    modules: [
      {
        title: 'EPI no dia a dia',
        lessons: [
          local('Para que serve o EPI', 'Quando o EPI é a última barreira entre o risco e o trabalhador.'),
          youtube('Certificado de Aprovação (CA)', 'dQw4w9WgXcQ', 5, 'Como conferir a validade do CA.'),
        ],
      },
    ],
  },
];

/**
 * A small realistic catalogue for a first start, so a newcomer sees a working platform: three NR
 * courses with a local sample video, YouTube lessons and support material, and a client company.
 * Runs once per database (a setting remembers it); SEED_DEMO=false skips it.
 */
export async function demoContentSeeder(options: { force?: boolean } = {}): Promise<boolean> {
  if (!options.force && ((await getSetting('demo_seeded')) || (await Course.count()) > 0)) return false;
  const actor: Actor = { user: null, ip: null, source: 'system' };
  const video = await storeUpload('videos', await readFile(path.join(assets, 'video-demonstracao.webm')), VIDEO_RULE);
  const pdf = await readFile(path.join(assets, 'checklist-seguranca.pdf'));
  for (const demo of CATALOGUE) {
    const course = await courseCreator(CourseFieldsSchema.parse(demo.fields), undefined, actor);
    const modules = demo.modules.map((m, mi) => ({
      id: 2e12 + mi,
      title: m.title,
      description: m.description ?? null,
      lessons: m.lessons.map(({ material: _m, ...l }, li) => ({
        ...l,
        id: 3e12 + mi * 100 + li,
        video_file: l.video_file === 'DEMO_VIDEO' ? video.relativePath : null,
      })),
    }));
    const { lessonIds } = await contentSaver(course.id, CourseContentSchema.parse({ modules }), actor);
    for (const [mi, m] of demo.modules.entries()) {
      for (const [li, l] of m.lessons.entries()) {
        if (!l.material) continue;
        const lessonId = lessonIds[String(3e12 + mi * 100 + li)] as number;
        await attachmentUploader(
          { lessonId, title: 'Checklist de segurança', description: 'Checklist para imprimir e levar a campo.' },
          { buffer: pdf, originalname: 'checklist-seguranca.pdf' },
          actor,
        );
      }
    }
  }
  if (!(await Company.count())) {
    await Company.create({
      name: 'Construtora Horizonte Ltda',
      cnpj: '11222333000181',
      contact_email: 'rh@horizonte.com.br',
      phone: '(11) 3000-0000',
    });
  }
  await setSettings({ demo_seeded: new Date().toISOString() });
  await audit(actor, { action: 'DEMO_SEED', description: 'Catálogo de demonstração criado (NR-35, NR-10, NR-06)' });
  return true;
}
