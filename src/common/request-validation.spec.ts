import { Type } from 'class-transformer';
import { IsOptional, IsString, ValidateNested } from 'class-validator';
import { createValidationPipe, RequestValidationError, type CheckedTogether } from './request-validation.js';

class Utm {
  @IsOptional() @IsString() source?: string;
}

class Body {
  @IsString() name!: string;
  @IsOptional() @ValidateNested() @Type(() => Utm) utm?: Utm;
}

/** The fields a body is refused with, or null when it is accepted. */
async function refused(json: string): Promise<Record<string, string> | null> {
  try {
    await createValidationPipe().transform(JSON.parse(json), { type: 'body', metatype: Body });
    return null;
  } catch (error) {
    if (error instanceof RequestValidationError) return error.fields;
    throw error;
  }
}

/** An expected fields object; a literal `__proto__:` key would set the prototype, so keys are defined. */
const fields = (entries: [string, string][]) => Object.fromEntries(entries);

describe('the validation pipe and prototype keys', () => {
  it('accepts a body without them', async () => {
    expect(await refused('{"name":"Ada","utm":{"source":"google"}}')).toBeNull();
  });

  it('refuses __proto__ and constructor keys with the unknown-field message, as it refuses any other key', async () => {
    expect(await refused('{"name":"Ada","admin":true}')).toEqual({ admin: 'property admin should not exist' });
    expect(await refused('{"name":"Ada","__proto__":{"admin":true}}')).toEqual(fields([['__proto__', 'property __proto__ should not exist']]));
    expect(await refused('{"name":"Ada","constructor":{"prototype":{"admin":true}}}')).toEqual({ constructor: 'property constructor should not exist' });
  });

  it('names them at any depth, inside arrays too', async () => {
    expect(await refused('{"name":"Ada","utm":{"source":"g","__proto__":{"x":1}}}')).toEqual({ 'utm.__proto__': 'property __proto__ should not exist' });
    expect(await refused('{"name":"Ada","utm":{"list":[{"constructor":1}]}}')).toEqual({
      'utm.list': 'property list should not exist',
      'utm.list.0.constructor': 'property constructor should not exist',
    });
  });

  it('lists them beside the body\'s other errors', async () => {
    const answer = await refused('{"__proto__":1}');
    expect(answer).toEqual(fields([['name', 'name must be a string'], ['__proto__', 'property __proto__ should not exist']]));
    expect(Object.getPrototypeOf(answer)).toBe(Object.prototype);
  });

  it('says so in the summary', async () => {
    await expect(createValidationPipe().transform(JSON.parse('{"name":"Ada","__proto__":1}'), { type: 'body', metatype: Body })).rejects.toThrow(
      'Invalid request: check __proto__',
    );
  });

  it('leaves values it does not validate against a class as they are (a raw query a page reads itself)', async () => {
    const query = JSON.parse('{"__proto__":"1","next":"/admin"}') as object;
    expect(await createValidationPipe().transform(query, { type: 'query', metatype: Object })).toBe(query);
  });
});

/** Two dates that must come in order: each is a string, and together the first is the earlier. */
class Period implements CheckedTogether {
  @IsString() from!: string;
  @IsString() to!: string;

  fieldErrors(): Record<string, string> {
    return this.from <= this.to ? {} : { to: 'to must not be before from' };
  }
}

describe('the validation pipe and a body checked together', () => {
  const transform = (body: unknown) => createValidationPipe().transform(body, { type: 'body', metatype: Period });

  it('answers the body when its rule passes', async () => {
    expect(await transform({ from: '2026-01-01', to: '2026-02-01' })).toBeInstanceOf(Period);
  });

  it('refuses it naming the fields its rule names, once every field passed its own validators', async () => {
    await expect(transform({ from: '2026-02-01', to: '2026-01-01' })).rejects.toMatchObject({ fields: { to: 'to must not be before from' }, message: 'Invalid request: check to' });
    await expect(transform({ from: 1, to: '2026-01-01' })).rejects.toMatchObject({ fields: { from: 'from must be a string' } });
  });
});
