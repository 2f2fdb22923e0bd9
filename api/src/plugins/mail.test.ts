import { smtpTransportOptions } from './mail';

describe('SMTP_URL', () => {
  it('talks plain SMTP to a local sink', () => {
    expect(smtpTransportOptions('smtp://127.0.0.1:2525')).toMatchObject({ host: '127.0.0.1', port: 2525, secure: false, ignoreTLS: true });
  });

  it('keeps STARTTLS for a remote server and passes the credentials', () => {
    const options = smtpTransportOptions('smtp://mailer%40lectern.dev:p%40ss@smtp.example.com:587');

    expect(options).toMatchObject({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      ignoreTLS: false,
      auth: { user: 'mailer@lectern.dev', pass: 'p@ss' },
    });
  });

  it('uses implicit TLS for smtps://', () => {
    expect(smtpTransportOptions('smtps://smtp.example.com')).toMatchObject({ host: 'smtp.example.com', secure: true, ignoreTLS: false });
  });
});
