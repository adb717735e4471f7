import { createValidationPipe, RequestValidationError } from '../../common/request-validation.js';
import { NewPostDto, SavePostDto } from './post-studio.dto.js';

/** What the pipe makes of a body: the DTO, or the fields it is refused with. */
async function piped(metatype: typeof NewPostDto | typeof SavePostDto, body: unknown): Promise<NewPostDto | Record<string, string>> {
  try {
    return (await createValidationPipe().transform(body, { type: 'body', metatype })) as NewPostDto;
  } catch (error) {
    if (error instanceof RequestValidationError) return error.fields;
    throw error;
  }
}

describe('the studio\'s bodies in the validation pipe', () => {
  it('refuses a post\'s values by the field rule, naming each field as the editor does', async () => {
    expect(await piped(SavePostDto, { version: 1, fields: { title: '', slug: 'Not A Slug' } })).toEqual({
      title: 'title is required',
      slug: 'slug must be lower-case letters and digits joined by single hyphens',
    });
    expect(await piped(NewPostDto, { fields: { title: 'Bell\u0007' } })).toEqual({ title: 'title must not contain control characters or line breaks' });
    expect(await piped(NewPostDto, { fields: { title: 'A title', coverImageId: 'cover.png', coverAlt: 'A van' } })).toEqual({ coverImageId: 'coverImageId must be the id of an uploaded image' });
  });

  it('names an unknown key before any value (the rule does not run)', async () => {
    expect(await piped(NewPostDto, { fields: { title: '', body: 'x' } })).toEqual({ 'fields.body': 'property body should not exist' });
  });

  it('gives the fields as stored: trimmed, the slug made from the title, blanks null', async () => {
    const dto = (await piped(NewPostDto, { fields: { title: '  Hot Shot Trucking  ', metaTitle: ' ' } })) as NewPostDto;
    expect(dto.postFields()).toMatchObject({ title: 'Hot Shot Trucking', slug: 'hot-shot-trucking', metaTitle: null, coverImageId: null });
  });
});
