import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PROVIDER_TYPES, type ProviderType } from '../entities/provider.entity';

export class ProviderOptionsQueryDto {
  @ApiProperty({
    enum: PROVIDER_TYPES,
    required: false,
    description: 'Only AI or only translation providers; both when left out.',
  })
  @IsOptional()
  @IsIn(PROVIDER_TYPES, { message: 'The type must be ai or translation.' })
  type?: ProviderType;
}

/** What a website's provider selector shows: inactive providers cannot be newly chosen. */
export class ProviderOptionDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'openai' }) name: string;
  @ApiProperty({ example: 'OpenAI' }) prettyName: string;
  @ApiProperty({ enum: PROVIDER_TYPES }) type: ProviderType;
  @ApiProperty() active: boolean;
}

export class ProviderOptionsDto {
  @ApiProperty({ type: [ProviderOptionDto] }) data: ProviderOptionDto[];
}
