import { Radio } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationMethod } from '../api';
import classes from './MethodPicker.module.css';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';

export interface MethodPickerProps {
  value: string;
  onChange: (value: RegistrationMethod) => void;
  error?: string;
  /** The first option receives focus when the form reports "select a registration method". */
  inputRef?: Ref<HTMLButtonElement>;
}

/** Email or mobile: two radio cards; nothing is chosen until the user chooses (SPEC §5). */
export function MethodPicker({ value, onChange, error, inputRef }: MethodPickerProps) {
  const { t } = useTranslation();
  const options = [
    { value: 'email' as const, label: t('auth.register.methodEmail'), icon: MailIcon },
    { value: 'mobile' as const, label: t('auth.register.methodMobile'), icon: PhoneIcon },
  ];
  return (
    <Radio.Group
      value={value || null}
      onChange={(next) => onChange(next as RegistrationMethod)}
      label={t('auth.register.method')}
      error={error}
      size="md"
    >
      <div className={classes.options}>
        {options.map((option, index) => (
          <Radio.Card
            key={option.value}
            value={option.value}
            radius="md"
            className={classes.card}
            ref={index === 0 ? inputRef : undefined}
            data-checked={value === option.value || undefined}
          >
            <option.icon size={20} className={classes.icon} />
            <span className={classes.label}>{option.label}</span>
          </Radio.Card>
        ))}
      </div>
    </Radio.Group>
  );
}
