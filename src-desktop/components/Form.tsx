import { Form as AntForm, type FormProps } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { warmChecks } from '#shared/forms/lazy-checks';

/**
 * antd's Form with one addition: when the language switches, the fields showing an error are
 * checked again, so their messages follow the language (antd keeps the text it produced until the
 * next validation, while labels switch at once). Use it instead of antd's Form everywhere.
 * The first focus inside a form starts loading its lazy checks (`fieldCheck`), so they are in by
 * the time a field is checked.
 */
function RevalidateOnLang() {
  const form = AntForm.useFormInstance();
  const { i18n } = useTranslation();
  const shown = useRef(i18n.language);
  useEffect(() => {
    if (shown.current === i18n.language) return;
    shown.current = i18n.language;
    const failing = form
      .getFieldsError()
      .filter((f) => f.errors.length > 0)
      .map((f) => f.name);
    // The rules re-rendered with the new language's texts in this same commit.
    if (failing.length) form.validateFields(failing).catch(() => undefined);
  }, [i18n.language, form]);
  return null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- antd's own default for the values type
function LangAwareForm<Values = any>({ children, onFocusCapture, ...props }: Omit<FormProps<Values>, 'children'> & { children?: ReactNode }) {
  return (
    <AntForm<Values>
      {...props}
      onFocusCapture={(e) => {
        warmChecks();
        onFocusCapture?.(e);
      }}
    >
      <RevalidateOnLang />
      {children}
    </AntForm>
  );
}

export const Form = Object.assign(LangAwareForm, {
  Item: AntForm.Item,
  List: AntForm.List,
  ErrorList: AntForm.ErrorList,
  Provider: AntForm.Provider,
  useForm: AntForm.useForm,
  useFormInstance: AntForm.useFormInstance,
  useWatch: AntForm.useWatch,
});
