import { IsDefined, IsString, Matches, ValidateIf } from 'class-validator';
import { USERNAME_PATTERN } from '../../../core/admin.js';
import { unknownOwnerMessage } from '../../../core/lead-desk.js';
import { ToUsername } from '../../common/transforms.js';

/** PUT /api/admin/leads/{id}/owner: the username to give the lead to, or null to clear its owner. */
export class AssignLeadOwnerDto {
  // null clears; absent is refused (a client that forgot the field must not unassign by accident).
  @ValidateIf((dto: AssignLeadOwnerDto) => dto.owner !== null)
  @IsDefined({ message: 'owner is required (a username, or null to clear)' })
  @ToUsername()
  @Matches(USERNAME_PATTERN, { message: unknownOwnerMessage })
  @IsString({ message: unknownOwnerMessage })
  owner!: string | null;
}
