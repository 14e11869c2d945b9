import { describe, expect, it } from 'vitest';
import { COURSE_MSG, FILE_LIMITS } from '../../contract';
import { PANEL_ATTACHMENT_ACCEPT, validateAttachment } from './attachmentForm';

const pdf = { name: 'Manual.PDF', size: 2_048 };

describe('the lesson panel upload form', () => {
  it('accepts exactly the twelve types of spec §5', () => {
    expect(PANEL_ATTACHMENT_ACCEPT).toBe('.pdf,.ppt,.pptx,.doc,.docx,.jpg,.jpeg,.png,.gif,.mp4,.avi,.mov');
  });

  it('asks for a file and a title, both at once', () => {
    expect(validateAttachment({ file: null, title: '   ' })).toEqual({
      file: COURSE_MSG.attachmentRequired,
      title: COURSE_MSG.attachmentTitleRequired,
    });
  });

  it('wants a title of at least 3 characters after trimming', () => {
    expect(validateAttachment({ file: pdf, title: ' ab ' })).toEqual({ title: COURSE_MSG.attachmentTitleMin });
    expect(validateAttachment({ file: pdf, title: ' abc ' })).toEqual({});
  });

  it('refuses other types and files over the size limit', () => {
    for (const name of ['planilha.xlsx', 'script.exe', 'sem-extensao', 'arquivo.pdf.zip'])
      expect(validateAttachment({ file: { name, size: 10 }, title: 'Material' }).file).toBe(COURSE_MSG.attachmentType);
    expect(
      validateAttachment({ file: { name: 'aula.mp4', size: FILE_LIMITS.attachmentMaxBytes + 1 }, title: 'Material' })
        .file,
    ).toBe(COURSE_MSG.attachmentTooLarge);
  });
});
