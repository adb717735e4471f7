import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { AUDIT_CHECK_IDS, AUDIT_SEVERITIES, AUDIT_SORTS, PAGE_FAMILIES, type AuditCheckId, type AuditFilterView, type AuditSeverity, type AuditSort, type PageFamily } from '../../../core/content-audit.js';
import { IsPlainText } from '../../common/plain-text.js';
import { Trim } from '../../common/transforms.js';

/** A report's filter as the API and the dashboard read it from the query string (docs/product.md#23-content-optimizer). */
export class AuditFilterQueryDto {
  @IsOptional()
  @IsIn(AUDIT_SEVERITIES, { message: `severity must be one of ${AUDIT_SEVERITIES.join(', ')}` })
  severity?: AuditSeverity;

  @IsOptional()
  @IsIn(AUDIT_CHECK_IDS, { message: 'check must be the id of one of the checks (docs/product.md#23-content-optimizer)' })
  check?: AuditCheckId;

  @IsOptional()
  @IsIn(PAGE_FAMILIES, { message: `family must be one of ${PAGE_FAMILIES.join(', ')}` })
  family?: PageFamily;

  /** Part of a page's path. */
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(300)
  @IsPlainText()
  path?: string;

  /** `views`: most viewed first; `score` (the default) or absent: worst score first. */
  @IsOptional()
  @IsIn(AUDIT_SORTS, { message: `sort must be one of ${AUDIT_SORTS.join(', ')}` })
  sort?: AuditSort;

  toFilter(): AuditFilterView {
    return {
      ...(this.severity !== undefined && { severity: this.severity }),
      ...(this.check !== undefined && { check: this.check }),
      ...(this.family !== undefined && { family: this.family }),
      ...(this.path ? { path: this.path } : {}),
      ...(this.sort === 'views' && { sort: this.sort }),
    };
  }
}
