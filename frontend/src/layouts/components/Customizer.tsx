import { Button, Callout, Drawer, DrawerSize, Radio, RadioGroup, Switch } from '@blueprintjs/core';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { effectiveLocale } from '../../app/effects/useLanguageSync';
import { LOCALE_NAMES, LOCALES, NARROW_QUERY, type Locale } from '../../config';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { chooseNavLayoutAtom } from '../../state/chooseNavLayoutAtom';
import { contentWidthAtom, type ContentWidth } from '../../state/contentWidthAtom';
import { customizerOpenAtom } from '../../state/customizerOpenAtom';
import { directionAtom, type Direction } from '../../state/directionAtom';
import { languageAtom } from '../../state/languageAtom';
import { navbarBlurAtom } from '../../state/navbarBlurAtom';
import { navbarTypeAtom, type NavbarType } from '../../state/navbarTypeAtom';
import { navCollapsedAtom } from '../../state/navCollapsedAtom';
import { navLayoutAtom, type NavLayout } from '../../state/navLayoutAtom';
import { productInfoAtom } from '../../state/productInfoAtom';
import { semiDarkAtom } from '../../state/semiDarkAtom';
import { skinAtom, type Skin } from '../../state/skinAtom';
import { themeAtom, type Theme } from '../../state/themeAtom';
import type { NavMode } from '../hooks/useNavMode';

const valueOf = <T extends string>(event: FormEvent<HTMLInputElement>) =>
  event.currentTarget.value as T;

/** Gear button plus drawer that changes every layout option (spec §2). */
export function Customizer({ mode }: { mode: NavMode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(customizerOpenAtom);
  const [theme, setTheme] = useAtom(themeAtom);
  const [skin, setSkin] = useAtom(skinAtom);
  const [semiDark, setSemiDark] = useAtom(semiDarkAtom);
  const navLayout = useAtomValue(navLayoutAtom);
  const chooseNavLayout = useSetAtom(chooseNavLayoutAtom);
  const [collapsed, setCollapsed] = useAtom(navCollapsedAtom);
  const [navbarType, setNavbarType] = useAtom(navbarTypeAtom);
  const [blur, setBlur] = useAtom(navbarBlurAtom);
  const [contentWidth, setContentWidth] = useAtom(contentWidthAtom);
  const [direction, setDirection] = useAtom(directionAtom);
  const [language, setLanguage] = useAtom(languageAtom);
  const locale = effectiveLocale(language, useAtomValue(productInfoAtom));
  const narrow = useMediaQuery(NARROW_QUERY);

  return (
    <>
      {/* On a phone it would cover the content's edge: the navbar's menu opens it there. */}
      {!narrow && (
        <Button
          className="ams-customizer-toggle"
          intent="primary"
          icon="cog"
          aria-label={t('navbar.customizer')}
          title={t('navbar.customizer')}
          aria-expanded={open}
          data-testid="customizer-toggle"
          onClick={() => setOpen(true)}
        />
      )}
      <Drawer
        isOpen={open}
        onClose={() => setOpen(false)}
        size={DrawerSize.SMALL}
        title={t('customizer.title')}
        icon="settings"
        className="ams-customizer"
      >
        <div className="ams-customizer-body" data-testid="customizer">
          <p className="ams-muted">{t('customizer.subtitle')}</p>
          <RadioGroup
            label={t('customizer.theme')}
            selectedValue={theme}
            onChange={(e) => setTheme(valueOf<Theme>(e))}
            inline
          >
            <Radio value="light" label={t('theme.light')} />
            <Radio value="dark" label={t('theme.dark')} />
            <Radio value="system" label={t('theme.system')} />
          </RadioGroup>
          <RadioGroup
            label={t('customizer.skin')}
            selectedValue={skin}
            onChange={(e) => setSkin(valueOf<Skin>(e))}
            inline
          >
            <Radio value="default" label={t('customizer.skinDefault')} />
            <Radio value="bordered" label={t('customizer.skinBordered')} />
          </RadioGroup>
          <Switch
            label={t('customizer.semiDark')}
            checked={semiDark}
            onChange={(e) => setSemiDark(e.currentTarget.checked)}
          />
          <RadioGroup
            label={t('customizer.navLayout')}
            selectedValue={navLayout}
            onChange={(e) => chooseNavLayout(valueOf<NavLayout>(e))}
            inline
          >
            <Radio value="vertical" label={t('customizer.navVertical')} />
            <Radio value="horizontal" label={t('customizer.navHorizontal')} />
          </RadioGroup>
          {mode === 'overlay' && (
            <Callout intent="primary" compact icon="info-sign">
              {t('customizer.overlayNote')}
            </Callout>
          )}
          <Switch
            label={t('customizer.navCollapsed')}
            checked={collapsed}
            disabled={navLayout === 'horizontal'}
            onChange={(e) => setCollapsed(e.currentTarget.checked)}
          />
          <RadioGroup
            label={t('customizer.navbar')}
            selectedValue={navbarType}
            onChange={(e) => setNavbarType(valueOf<NavbarType>(e))}
            inline
          >
            <Radio value="sticky" label={t('customizer.navbarSticky')} />
            <Radio
              value="hidden"
              label={t('customizer.navbarHidden')}
              disabled={navLayout === 'horizontal'}
            />
          </RadioGroup>
          <Switch
            label={t('customizer.navbarBlur')}
            checked={blur}
            disabled={navbarType === 'hidden'}
            onChange={(e) => setBlur(e.currentTarget.checked)}
          />
          <RadioGroup
            label={t('customizer.contentWidth')}
            selectedValue={contentWidth}
            onChange={(e) => setContentWidth(valueOf<ContentWidth>(e))}
            inline
          >
            <Radio value="fluid" label={t('customizer.contentFluid')} />
            <Radio value="boxed" label={t('customizer.contentBoxed')} />
          </RadioGroup>
          <RadioGroup
            label={t('customizer.direction')}
            selectedValue={direction}
            onChange={(e) => setDirection(valueOf<Direction>(e))}
            inline
          >
            <Radio value="ltr" label={t('customizer.directionLtr')} />
            <Radio value="rtl" label={t('customizer.directionRtl')} />
          </RadioGroup>
          <RadioGroup
            label={t('customizer.language')}
            selectedValue={locale}
            onChange={(e) => setLanguage(valueOf<Locale>(e))}
          >
            {LOCALES.map((code) => (
              <Radio key={code} value={code} label={LOCALE_NAMES[code]} />
            ))}
          </RadioGroup>
        </div>
      </Drawer>
    </>
  );
}
