/** The named validation patterns the shell's own forms use. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const EMAIL_PATTERN = /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
/** The server's rule for new accounts (`/sys/user/add`). */
export const USERNAME_PATTERN = /^[a-zA-Z0-9_.-]{2,50}$/;

/**
 * An antd Form rule from a check that answers the message to show, or null when the value is fine.
 *
 * @example
 * <Form.Item name="password" rules={[asRule(checkNewPassword)]} />
 */
export const asRule = (check: (value: string) => string | null) => ({
  validator: (_: unknown, value: string) => {
    const message = check(value);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});
