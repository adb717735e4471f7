import { IsIn, IsObject, IsOptional } from 'class-validator';
import { FACT_KINDS, FACT_TEXTS, type FactKind } from '../../../core/company-facts.js';

// The company facts API's bodies (docs/product.md#253-company-facts). Each kind's fields are held to their
// rule in core (checkFactFields), which names each field that breaks it as `fields.<name>`.

/** A fact's fields and its uploaded image (null or absent: the built-in image). */
export class ChangeFactDto {
  @IsObject({ message: 'fields must be an object' })
  fields!: Record<string, unknown>;

  /** Checked by the service: a UUID of an uploaded image. */
  @IsOptional()
  imageId?: unknown;
}

/** A new fact: its kind, its fields and its image. */
export class CreateFactDto extends ChangeFactDto {
  @IsIn(FACT_KINDS, { message: FACT_TEXTS.kind })
  kind!: FactKind;
}
