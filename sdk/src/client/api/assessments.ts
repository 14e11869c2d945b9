import type { AssessmentSaveReq } from '../../contract';
import { ASSESSMENTS } from '../../contract/endpoints/assessments';
import type { Caller } from './caller';
import { assessmentWidgetApi } from './widget';

export const assessmentsApi = (caller: Caller) => {
  const { call } = caller;
  return {
    ...assessmentWidgetApi(caller),
    preview: (id: number) => call(ASSESSMENTS.preview, { params: { id } }),
    itemStats: (id: number) => call(ASSESSMENTS.itemStats, { params: { id } }),
    ofCourse: (courseId: number) => call(ASSESSMENTS.ofCourse, { params: { courseId } }),
    create: (body: AssessmentSaveReq) => call(ASSESSMENTS.create, { body }),
    update: (id: number, body: AssessmentSaveReq) => call(ASSESSMENTS.update, { params: { id }, body }),
    remove: (id: number) => call(ASSESSMENTS.remove, { params: { id } }),
  };
};
