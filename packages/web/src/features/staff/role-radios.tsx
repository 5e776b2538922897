import Form from "react-bootstrap/Form";
import { useTranslation } from "react-i18next";
import { STAFF_ROLES } from "./staff-api.ts";

/** The staff role as two radio buttons in a fieldset labelled "Role". */
export function RoleRadios({
  idPrefix,
  role,
  onChange,
}: {
  idPrefix: string;
  role: (typeof STAFF_ROLES)[number];
  onChange(role: (typeof STAFF_ROLES)[number]): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t("staffPage.role")}</legend>
      {STAFF_ROLES.map((value) => (
        <Form.Check
          key={value}
          inline
          type="radio"
          name={`${idPrefix}-role`}
          id={`${idPrefix}-role-${value}`}
          label={t(`staffPage.role.${value}`)}
          checked={role === value}
          onChange={() => onChange(value)}
        />
      ))}
    </fieldset>
  );
}
