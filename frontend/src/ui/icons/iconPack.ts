/**
 * SVG paths of the icons the shell uses, in one small chunk. Blueprint's default loader would
 * fetch every icon of a size (~100 KB gzip each); names missing here still load that way.
 */
import add16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/add.js';
import arrowLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left.js';
import arrowUp16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-up.js';
import build16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/build.js';
import caretDown16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down.js';
import caretUp16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/caret-up.js';
import chevronDown16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-down.js';
import chevronLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left.js';
import chevronRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right.js';
import chevronUp16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-up.js';
import cloud16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cloud.js';
import cog16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cog.js';
import collapseAll16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/collapse-all.js';
import comment16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/comment.js';
import cross16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js';
import cube16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/cube.js';
import dashboard16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/dashboard.js';
import diagramTree16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/diagram-tree.js';
import document16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/document.js';
import doubleCaretVertical16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/double-caret-vertical.js';
import doubleChevronLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/double-chevron-left.js';
import doubleChevronRight16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/double-chevron-right.js';
import duplicate16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/duplicate.js';
import edit16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/edit.js';
import endorsed16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/endorsed.js';
import envelope16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/envelope.js';
import error16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/error.js';
import expandAll16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/expand-all.js';
import eyeOff16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off.js';
import eyeOpen16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open.js';
import flag16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/flag.js';
import flash16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/flash.js';
import floppyDisk16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/floppy-disk.js';
import folderClose16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/folder-close.js';
import globeNetwork16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/globe-network.js';
import gridView16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/grid-view.js';
import inbox16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/inbox.js';
import infoSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign.js';
import issue16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/issue.js';
import key16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/key.js';
import labTest16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/lab-test.js';
import lock16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/lock.js';
import logOut16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/log-out.js';
import menu16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu.js';
import menuClosed16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu-closed.js';
import menuOpen16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/menu-open.js';
import mobilePhone16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/mobile-phone.js';
import moon16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/moon.js';
import newPerson16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/new-person.js';
import office16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/office.js';
import people16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/people.js';
import person16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/person.js';
import plus16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/plus.js';
import refresh16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/refresh.js';
import search16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/search.js';
import settings16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/settings.js';
import share16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/share.js';
import shield16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/shield.js';
import smallCross16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/small-cross.js';
import tag16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tag.js';
import tick16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick.js';
import tickCircle16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle.js';
import time16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/time.js';
import timelineBarChart16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/timeline-bar-chart.js';
import timelineLineChart16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/timeline-line-chart.js';
import translate16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/translate.js';
import trash16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/trash.js';
import upload16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/upload.js';
import user16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/user.js';
import warningSign16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js';
import wrench16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/wrench.js';
import build20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/build.js';
import cog20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/cog.js';
import cube20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/cube.js';
import dashboard20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/dashboard.js';
import document20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/document.js';
import envelope20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/envelope.js';
import error20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/error.js';
import globeNetwork20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/globe-network.js';
import inbox20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/inbox.js';
import infoSign20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/info-sign.js';
import issue20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/issue.js';
import key20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/key.js';
import labTest20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/lab-test.js';
import lock20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/lock.js';
import mobilePhone20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/mobile-phone.js';
import newPerson20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/new-person.js';
import people20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/people.js';
import person20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/person.js';
import search20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/search.js';
import settings20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/settings.js';
import shield20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/shield.js';
import time20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/time.js';
import timelineBarChart20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/timeline-bar-chart.js';
import timelineLineChart20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/timeline-line-chart.js';
import trash20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/trash.js';
import wrench20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/wrench.js';

export const paths16: Record<string, string[]> = {
  add: add16,
  'arrow-left': arrowLeft16,
  'arrow-up': arrowUp16,
  build: build16,
  'caret-down': caretDown16,
  'caret-up': caretUp16,
  'chevron-down': chevronDown16,
  'chevron-left': chevronLeft16,
  'chevron-right': chevronRight16,
  'chevron-up': chevronUp16,
  cloud: cloud16,
  cog: cog16,
  'collapse-all': collapseAll16,
  comment: comment16,
  cross: cross16,
  cube: cube16,
  dashboard: dashboard16,
  'diagram-tree': diagramTree16,
  document: document16,
  'double-caret-vertical': doubleCaretVertical16,
  'double-chevron-left': doubleChevronLeft16,
  'double-chevron-right': doubleChevronRight16,
  duplicate: duplicate16,
  edit: edit16,
  endorsed: endorsed16,
  envelope: envelope16,
  error: error16,
  'expand-all': expandAll16,
  'eye-off': eyeOff16,
  'eye-open': eyeOpen16,
  flag: flag16,
  flash: flash16,
  'floppy-disk': floppyDisk16,
  'folder-close': folderClose16,
  'globe-network': globeNetwork16,
  'grid-view': gridView16,
  inbox: inbox16,
  'info-sign': infoSign16,
  issue: issue16,
  key: key16,
  'lab-test': labTest16,
  lock: lock16,
  'log-out': logOut16,
  menu: menu16,
  'menu-closed': menuClosed16,
  'menu-open': menuOpen16,
  'mobile-phone': mobilePhone16,
  moon: moon16,
  'new-person': newPerson16,
  office: office16,
  people: people16,
  person: person16,
  plus: plus16,
  refresh: refresh16,
  search: search16,
  settings: settings16,
  share: share16,
  shield: shield16,
  'small-cross': smallCross16,
  tag: tag16,
  tick: tick16,
  'tick-circle': tickCircle16,
  time: time16,
  'timeline-bar-chart': timelineBarChart16,
  'timeline-line-chart': timelineLineChart16,
  translate: translate16,
  trash: trash16,
  upload: upload16,
  user: user16,
  'warning-sign': warningSign16,
  wrench: wrench16,
};

export const paths20: Record<string, string[]> = {
  build: build20,
  cog: cog20,
  cube: cube20,
  dashboard: dashboard20,
  document: document20,
  envelope: envelope20,
  error: error20,
  'globe-network': globeNetwork20,
  inbox: inbox20,
  'info-sign': infoSign20,
  issue: issue20,
  key: key20,
  'lab-test': labTest20,
  lock: lock20,
  'mobile-phone': mobilePhone20,
  'new-person': newPerson20,
  people: people20,
  person: person20,
  search: search20,
  settings: settings20,
  shield: shield20,
  time: time20,
  'timeline-bar-chart': timelineBarChart20,
  'timeline-line-chart': timelineLineChart20,
  trash: trash20,
  wrench: wrench20,
};
