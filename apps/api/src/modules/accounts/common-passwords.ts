/**
 * Passwords of 8+ characters that lead every leaked-password list. A password equal to one of
 * these (ignoring case) is refused. Short ones are already refused by the length rule.
 */
export const COMMON_PASSWORDS = new Set(
  `password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword 12345678
123456789 1234567890 0123456789 87654321 987654321 11111111 00000000 12341234 11223344 12121212
123123123 1q2w3e4r 1q2w3e4r5t 1qaz2wsx 1qazxsw2 zaq12wsx qwertyui qwertyuiop qwerty123 qwerty12
asdfghjk asdfghjkl zxcvbnm1 zxcvbnmm iloveyou iloveyou1 sunshine sunshine1 football football1
baseball baseball1 princess princess1 welcome1 welcome123 superman superman1 starwars starwars1
whatever trustno1 dragon12 master12 mustang1 michael1 jennifer jordan23 computer internet
letmein1 letmein123 abc12345 abcd1234 abcdefgh aa123456 a1234567 q1w2e3r4 q1w2e3r4t5 charlie1
shadow12 monkey12 freedom1 football2 liverpool chelsea1 arsenal1 barcelona madrid123 mexico123
mexico12 mexico2024 mexico2025 mexico2026 tequila1 sendero1 sendero123 changeme changeme1
administrator admin123 admin1234 adminadmin rootroot passpass testtest test1234 test12345
guest123 hello123 hello1234 helloworld iloveyou2 lovelove loveyou1 blink182 pokemon1 minecraft
fortnite1 batman123 spiderman 1234qwer qwer1234 asdf1234 zxcv1234 987654321a 123456789a
123456abc 12345qwert 12345678a 1234567a 7777777a 88888888 99999999 55555555 66666666 22222222
33333333 44444444 77777777 q2w3e4r5 secret12 secret123 summer2024 summer2025 winter2024
spring2025 autumn2025 january1 august12 diamond1 samsung1 iphone12 google123 facebook1 youtube1
twitter1 instagram linkedin cocacola1 chocolate chocolate1 butterfly flower12 beautiful
unicorn1 rainbow1 soccer12 hockey12 basketball tennis123 martina1 natasha1 victoria1 daniel12
carlos123 miguel123 alejandro fernando1 gabriela1 corazon1 teamo123 contrasena contraseña
contrasena1 hola1234 holahola mipassword micontrasena`
    .split(/\s+/)
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
