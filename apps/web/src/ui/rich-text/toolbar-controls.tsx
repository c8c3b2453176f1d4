import { Button, ColorSwatch, Menu, Popover, SimpleGrid, Stack, Toolbar, Tooltip } from '@mantine/core';
import { type ComponentPropsWithRef, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorIcon, type EditorIconName } from './editor-icons.tsx';
import type { fontColours, highlightColours } from './palette.ts';

type ToggleProps = ComponentPropsWithRef<'button'> & {
  label: string;
  icon: EditorIconName;
  active?: boolean;
  iconColour?: string | null;
};

/**
 * One toolbar button: its name is both its accessible name and its tooltip. The ref and the other
 * props reach the button, so a menu or popover can use it as its target.
 */
export function ToolButton({ label, icon, active, iconColour, disabled, ...rest }: ToggleProps) {
  return (
    <Tooltip label={label}>
      <Toolbar.Toggle
        aria-label={label}
        active={active}
        disabled={disabled}
        style={iconColour ? { color: iconColour } : undefined}
        {...rest}
      >
        <EditorIcon name={icon} />
      </Toolbar.Toggle>
    </Tooltip>
  );
}

export type MenuChoice = {
  key: string;
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
};

/**
 * A toolbar button that opens a list of choices. Focus is not returned to the button on close:
 * the chosen command puts it back in the text, where the user continues.
 */
export function ToolMenu({
  label,
  icon,
  active,
  choices,
}: {
  label: string;
  icon: EditorIconName;
  active?: boolean;
  choices: MenuChoice[];
}) {
  return (
    <Menu position="bottom-start" returnFocus={false} shadow="md">
      <Menu.Target>
        <ToolButton label={label} icon={icon} active={active} />
      </Menu.Target>
      <Menu.Dropdown aria-label={label}>
        {choices.map((choice) => (
          <Menu.Item
            key={choice.key}
            onClick={choice.onClick}
            disabled={choice.disabled}
            fw={choice.active ? 700 : undefined}
            aria-current={choice.active ? 'true' : undefined}
          >
            {choice.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

type Palette = typeof fontColours | typeof highlightColours;

/** A toolbar button opening a palette of named colour swatches and a way back to no colour. */
export function SwatchPicker({
  label,
  icon,
  colours,
  current,
  clearLabel,
  onPick,
  onClear,
}: {
  label: string;
  icon: EditorIconName;
  colours: Palette;
  current: string | null;
  clearLabel: string;
  onPick: (colour: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const choose = (act: () => void) => () => {
    setOpened(false);
    act();
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" trapFocus>
      <Popover.Target>
        <ToolButton
          label={label}
          icon={icon}
          iconColour={current}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={() => setOpened((open) => !open)}
        />
      </Popover.Target>
      <Popover.Dropdown aria-label={label} role="dialog">
        <Stack gap="xs">
          <SimpleGrid cols={5} spacing={6} verticalSpacing={6}>
            {colours.map((colour) => (
              <Tooltip key={colour.value} label={t(colour.key)}>
                <ColorSwatch
                  component="button"
                  type="button"
                  color={colour.value}
                  size={24}
                  aria-label={t(colour.key)}
                  aria-pressed={current?.toLowerCase() === colour.value}
                  onClick={choose(() => onPick(colour.value))}
                  style={{ cursor: 'pointer' }}
                >
                  {current?.toLowerCase() === colour.value ? <SelectedMark /> : null}
                </ColorSwatch>
              </Tooltip>
            ))}
          </SimpleGrid>
          <Button variant="subtle" size="compact-sm" onClick={choose(onClear)}>
            {clearLabel}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function SelectedMark(): ReactNode {
  return (
    <svg width={12} height={12} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="m4 12 5 5L20 6" fill="none" stroke="white" strokeWidth={3} strokeLinecap="round" />
    </svg>
  );
}
