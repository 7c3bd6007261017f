import { defineErrors } from '../core/http/error-codes';

/** Application settings: the title, the icon and the SVG icon. */
export const SETTINGS_ERRORS = defineErrors({
  nothingToUpdate: {
    status: 400,
    code: 'settings.nothing_to_update',
    message: 'Nothing to update: send a title, an icon or an SVG icon.',
  },
  iconTooLarge: {
    status: 400,
    code: 'settings.icon.too_large',
    message: 'The icon must be at most 2 MB.',
  },
  iconNotImage: {
    status: 400,
    code: 'settings.icon.not_image',
    message: 'The icon must be a PNG or JPG image.',
  },
  iconUnreadable: {
    status: 400,
    code: 'settings.icon.unreadable',
    message: 'The icon image could not be read.',
  },
  iconMissing: {
    status: 404,
    code: 'settings.icon.missing',
    message: 'No icon has been uploaded.',
  },
  svgTooLarge: {
    status: 400,
    code: 'settings.icon_svg.too_large',
    message: 'The SVG icon must be at most 512 KB.',
  },
  svgInvalid: {
    status: 400,
    code: 'settings.icon_svg.invalid',
    message: 'The SVG icon is not a valid SVG image.',
  },
  /** Sent naming the element (`a <script> element`); translated without it. */
  svgForbiddenElement: {
    status: 400,
    code: 'settings.icon_svg.forbidden_element',
    message: 'The SVG icon contains an element that is not allowed.',
  },
  svgEventHandlers: {
    status: 400,
    code: 'settings.icon_svg.event_handlers',
    message: 'The SVG icon contains event handlers, which are not allowed.',
  },
  svgScriptLink: {
    status: 400,
    code: 'settings.icon_svg.script_link',
    message: 'The SVG icon contains a script link, which is not allowed.',
  },
  svgMissing: {
    status: 404,
    code: 'settings.icon_svg.missing',
    message: 'No SVG icon has been uploaded.',
  },
});
