import { IsIn, IsString, Matches, MaxLength } from 'class-validator';

export class ClientErrorReportDto {
  @IsIn(['island_load_failed'])
  kind!: 'island_load_failed';

  @Matches(/^[A-Za-z][A-Za-z0-9]{0,63}$/, { message: 'island must be an island name' })
  island!: string;

  @IsString()
  @MaxLength(500)
  message!: string;

  @Matches(/^\/[^\s]{0,299}$/, { message: 'path must be a site path' })
  path!: string;
}
