import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  Min,
  ValidateNested,
} from 'class-validator';
import { NOTIFICATION_KINDS, type NotificationKind } from '../notification-kinds';

export class NotificationQueryDto {
  @ApiProperty({ required: false, description: 'Opaque cursor: `nextCursor` of the previous page' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'cursor must be a whole number.' })
  @Min(1, { message: 'cursor must be a whole number.' })
  cursor?: number;
}

class NotificationParamsDto {
  @ApiProperty({ required: false }) title?: string;
  @ApiProperty({ required: false }) website?: string;
  @ApiProperty({ required: false }) by?: string;
  @ApiProperty({ required: false }) job?: string;
  @ApiProperty({ required: false }) code?: string;
  @ApiProperty({ required: false }) reason?: string;
  @ApiProperty({ required: false, enum: ['tokens', 'characters'] }) quota?: string;
  @ApiProperty({ required: false }) used?: string;
  @ApiProperty({ required: false }) limit?: string;
}

export class NotificationDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: NOTIFICATION_KINDS }) kind: NotificationKind;
  @ApiProperty({ type: NotificationParamsDto }) params: NotificationParamsDto;
  @ApiProperty({ type: String, nullable: true, description: 'Where it leads in the app' })
  link: string | null;
  @ApiProperty() createdAt: string;
  @ApiProperty() read: boolean;
}

export class NotificationPageDto {
  @ApiProperty({ type: [NotificationDto] }) data: NotificationDto[];
  @ApiProperty({ description: 'Unread notifications in all' }) unread: number;
  @ApiProperty({ type: Number, nullable: true }) nextCursor: number | null;
}

export class ReadNotificationsDto {
  @ApiProperty({ required: false, type: [Number], description: 'Absent: every one' })
  @IsOptional()
  @IsArray({ message: 'ids must be a list of notification ids.' })
  @ArrayMaxSize(100, { message: 'At most 100 notifications at once.' })
  @IsInt({ each: true, message: 'ids must be a list of notification ids.' })
  @Min(1, { each: true, message: 'ids must be a list of notification ids.' })
  ids?: number[];
}

export class UnreadDto {
  @ApiProperty() unread: number;
}

export class NotificationPreferenceDto {
  @ApiProperty({ enum: NOTIFICATION_KINDS })
  @IsIn(NOTIFICATION_KINDS, {
    message: `kind must be one of ${NOTIFICATION_KINDS.join(', ')}.`,
  })
  kind: NotificationKind;

  @ApiProperty({ description: 'On the bell' })
  @IsBoolean({ message: 'inApp must be true or false.' })
  inApp: boolean;

  @ApiProperty({ description: 'By mail' })
  @IsBoolean({ message: 'mail must be true or false.' })
  mail: boolean;
}

export class NotificationPreferencesDto {
  @ApiProperty({ type: [NotificationPreferenceDto] }) data: NotificationPreferenceDto[];
  @ApiProperty({
    description: 'One mail a day with what is unread on the bell, instead of a mail per notice',
  })
  digest: boolean;
}

export class SaveNotificationPreferencesDto {
  @ApiProperty({ type: [NotificationPreferenceDto] })
  @IsArray({ message: 'data must be a list of choices.' })
  @ArrayMaxSize(NOTIFICATION_KINDS.length, { message: 'Each kind may be chosen once.' })
  @ValidateNested({ each: true })
  @Type(() => NotificationPreferenceDto)
  data: NotificationPreferenceDto[];

  @ApiProperty({ required: false, description: 'The daily digest on or off (absent: as it is)' })
  @IsOptional()
  @IsBoolean({ message: 'digest must be true or false.' })
  digest?: boolean;
}
