import { ApiProperty } from '@nestjs/swagger';

/** A bare success message, e.g. the answer of a DELETE. */
export class MessageDto {
  @ApiProperty() message: string;
}
