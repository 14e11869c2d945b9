import type { Sequelize } from 'sequelize';
import { ApiKey } from './ApiKey';
import { Assessment } from './Assessment';
import { AssessmentAttempt } from './AssessmentAttempt';
import { BackupSchedule } from './BackupSchedule';
import { Certificate } from './Certificate';
import { CertificateAcknowledgment } from './CertificateAcknowledgment';
import { CertificateReminder } from './CertificateReminder';
import { Company } from './Company';
import { CompanyCourse } from './CompanyCourse';
import { CompanySso, CompanySsoDomain, SsoState } from './CompanySso';
import { Convalidation } from './Convalidation';
import { Course } from './Course';
import { CourseVersion } from './CourseVersion';
import { DailyWatch, LessonWatchDay } from './DailyWatch';
import { DigestDelivery, type DigestStatus } from './DigestDelivery';
import { EmbedOrigin } from './EmbedOrigin';
import { Enrollment } from './Enrollment';
import { EvidenceLink, EvidenceLinkAccess } from './EvidenceLink';
import { JobRole } from './JobRole';
import { JobRoleCourse } from './JobRoleCourse';
import { JobRun } from './JobRun';
import { Lesson } from './Lesson';
import { LessonAttachment } from './LessonAttachment';
import { LessonProgress } from './LessonProgress';
import { Module } from './Module';
import { NrPreset } from './NrPreset';
import { OutboxMail, type OutboxStatus } from './OutboxMail';
import { PasswordResetToken } from './PasswordResetToken';
import { PracticalAttendance, PracticalEvaluation, PracticalParticipant, PracticalSession } from './PracticalSession';
import { Consent, PrivacyRequest, PrivacyRequestEvent, RetainedIdentity } from './Privacy';
import { Question } from './Question';
import { BankOption, BankQuestion, QuestionBank } from './QuestionBank';
import { QuestionOption } from './QuestionOption';
import { RateLimit } from './RateLimit';
import { RestoreSession } from './RestoreSession';
import { Setting } from './Setting';
import { SystemLog } from './SystemLog';
import { TrainingEvent } from './TrainingEvent';
import { CourseTutor, CourseTutoring, LessonQuestion, LessonQuestionAnswer } from './Tutoring';
import { User } from './User';
import { type CodePurpose, VerificationCode } from './VerificationCode';
import { Webhook, WebhookDelivery, WebhookEvent } from './Webhook';

export type { CodePurpose, DigestStatus, OutboxStatus };
export {
  ApiKey,
  Assessment,
  AssessmentAttempt,
  BackupSchedule,
  BankOption,
  BankQuestion,
  Certificate,
  CertificateAcknowledgment,
  CertificateReminder,
  Company,
  CompanyCourse,
  CompanySso,
  CompanySsoDomain,
  Consent,
  Convalidation,
  Course,
  CourseTutor,
  CourseTutoring,
  CourseVersion,
  DailyWatch,
  DigestDelivery,
  EmbedOrigin,
  Enrollment,
  EvidenceLink,
  EvidenceLinkAccess,
  JobRole,
  JobRoleCourse,
  JobRun,
  Lesson,
  LessonAttachment,
  LessonProgress,
  LessonQuestion,
  LessonQuestionAnswer,
  LessonWatchDay,
  Module,
  NrPreset,
  OutboxMail,
  PasswordResetToken,
  PracticalAttendance,
  PracticalEvaluation,
  PracticalParticipant,
  PracticalSession,
  PrivacyRequest,
  PrivacyRequestEvent,
  Question,
  QuestionBank,
  QuestionOption,
  RateLimit,
  RestoreSession,
  RetainedIdentity,
  Setting,
  SsoState,
  SystemLog,
  TrainingEvent,
  User,
  VerificationCode,
  Webhook,
  WebhookDelivery,
  WebhookEvent,
};

/** Binds every model to the instance and declares the associations, once per process. */
export function initModels(sequelize: Sequelize): void {
  for (const model of [
    Company,
    User,
    VerificationCode,
    PasswordResetToken,
    RateLimit,
    Setting,
    SystemLog,
    Course,
    Module,
    Lesson,
    LessonAttachment,
    Enrollment,
    LessonProgress,
    Assessment,
    Question,
    QuestionOption,
    AssessmentAttempt,
    Certificate,
    ApiKey,
    EmbedOrigin,
    CertificateReminder,
    JobRun,
    BackupSchedule,
    RestoreSession,
    OutboxMail,
    CompanyCourse,
    JobRole,
    JobRoleCourse,
    DigestDelivery,
    NrPreset,
    TrainingEvent,
    DailyWatch,
    LessonWatchDay,
    Convalidation,
    CourseVersion,
    PracticalSession,
    PracticalParticipant,
    PracticalAttendance,
    PracticalEvaluation,
    QuestionBank,
    BankQuestion,
    BankOption,
    CertificateAcknowledgment,
    EvidenceLink,
    EvidenceLinkAccess,
    Webhook,
    WebhookEvent,
    WebhookDelivery,
    CompanySso,
    CompanySsoDomain,
    SsoState,
    PrivacyRequest,
    PrivacyRequestEvent,
    Consent,
    RetainedIdentity,
    CourseTutoring,
    CourseTutor,
    LessonQuestion,
    LessonQuestionAnswer,
  ]) {
    model.initModel(sequelize);
  }
  Company.hasMany(User, { foreignKey: 'company_id', as: 'employees' });
  User.belongsTo(Company, { foreignKey: 'company_id', as: 'company' });
  User.belongsTo(JobRole, { foreignKey: 'job_role_id', as: 'jobRole' });
  JobRole.hasMany(JobRoleCourse, { foreignKey: 'job_role_id', as: 'requirements' });
  JobRoleCourse.belongsTo(Course, { foreignKey: 'course_id', as: 'course' });
  User.hasMany(VerificationCode, { foreignKey: 'user_id', onDelete: 'CASCADE' });
  User.hasMany(PasswordResetToken, { foreignKey: 'user_id', onDelete: 'CASCADE' });
  Course.hasMany(Module, { foreignKey: 'course_id', as: 'modules' });
  Module.belongsTo(Course, { foreignKey: 'course_id', as: 'course' });
  Module.hasMany(Lesson, { foreignKey: 'module_id', as: 'lessons' });
  Lesson.belongsTo(Module, { foreignKey: 'module_id', as: 'module' });
  Lesson.hasMany(LessonAttachment, { foreignKey: 'lesson_id', as: 'attachments' });
  Course.hasMany(Enrollment, { foreignKey: 'course_id', as: 'enrollments' });
  Enrollment.belongsTo(Course, { foreignKey: 'course_id', as: 'course' });
  Enrollment.belongsTo(User, { foreignKey: 'user_id', as: 'user' });
  Certificate.hasOne(CertificateAcknowledgment, { foreignKey: 'certificate_id', as: 'acknowledgment' });
  CertificateAcknowledgment.belongsTo(Certificate, { foreignKey: 'certificate_id', as: 'certificate' });
  Course.hasMany(Assessment, { foreignKey: 'course_id', as: 'assessments' });
  Assessment.belongsTo(Course, { foreignKey: 'course_id', as: 'course' });
  Assessment.hasMany(Question, { foreignKey: 'assessment_id', as: 'questions' });
  Question.hasMany(QuestionOption, { foreignKey: 'question_id', as: 'options' });
  Certificate.belongsTo(User, { foreignKey: 'user_id', as: 'user' });
  Certificate.belongsTo(Course, { foreignKey: 'course_id', as: 'course' });
  PracticalParticipant.belongsTo(User, { foreignKey: 'user_id', as: 'participant' });
  LessonQuestion.belongsTo(User, { foreignKey: 'user_id', as: 'asker' });
  LessonQuestion.belongsTo(Course, { foreignKey: 'course_id', as: 'course' });
  LessonQuestion.belongsTo(Lesson, { foreignKey: 'lesson_id', as: 'lesson' });
  LessonQuestion.belongsTo(Company, { foreignKey: 'company_id', as: 'company' });
  CourseTutor.belongsTo(User, { foreignKey: 'user_id', as: 'tutor' });
}
