import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsObject, ValidateNested } from 'class-validator';
import { IsId } from '../../core/http/text-rules';

export const MAX_ASSIGNMENTS = 1000;

export class WebsiteAssignmentDto {
  @ApiProperty()
  @IsId('The user must be a valid id.')
  userId: number;

  @ApiProperty({ description: 'Can write (edit, verify, sync) or view only' })
  @IsBoolean({ message: 'canWrite must be true or false.' })
  canWrite: boolean;
}

/** PUT /api/websites/:id/users: the complete set of assigned users (administrators always stay). */
export class ReplaceWebsiteUsersDto {
  @ApiProperty({ type: [WebsiteAssignmentDto] })
  @IsArray({ message: 'users must be a list.' })
  @ArrayMaxSize(MAX_ASSIGNMENTS, { message: `users may hold at most ${MAX_ASSIGNMENTS} entries.` })
  @IsObject({ each: true, message: 'Each entry must be an object with userId and canWrite.' })
  @ValidateNested({ each: true })
  @Type(() => WebsiteAssignmentDto)
  users: WebsiteAssignmentDto[];
}

export class WebsiteUserDto {
  @ApiProperty() userId: number;
  @ApiProperty() email: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ type: String, nullable: true }) username: string | null;
  @ApiProperty({ type: String, nullable: true }) avatar: string | null;
  @ApiProperty() canWrite: boolean;
  @ApiProperty({ description: 'Administrators are assigned every website automatically' })
  isAdmin: boolean;
}

export class WebsiteUsersDto {
  @ApiProperty({ type: [WebsiteUserDto] }) data: WebsiteUserDto[];
}
