import type { Language } from '@/lib/schemas/common';
import type { MailCatalogue } from '../catalogue';

/**
 * The mail of the built-in identity provider: an address to confirm, a password to reset. It goes to the person on
 * the provider's page, in that page's language.
 */
export type IdentityMailKind = 'addressConfirmation' | 'passwordReset';

export const IDENTITY_MAIL: MailCatalogue<IdentityMailKind> = {
  en: {
    addressConfirmation: {
      subject: 'Confirm your e-mail address for Groundwork',
      text: 'Hello {name},\n\nConfirm that {email} is your address by opening this link:\n\n{link}\n\nProjects shared with this address and projects offered to it open to you once it is confirmed. The link works for {hours} hours. If you did not create a Groundwork account, ignore this message.\n\nThe Groundwork team',
    },
    passwordReset: {
      subject: 'Reset your Groundwork password',
      text: 'Hello {name},\n\nSomeone (hopefully you) asked to reset the password of your Groundwork account. Choose a new password here:\n\n{link}\n\nThe link works once and for {minutes} minutes. If you did not ask for it, ignore this message: your password stays as it is.\n\nThe Groundwork team',
    },
  },
  fr: {
    addressConfirmation: {
      subject: 'Confirmez votre adresse e-mail pour Groundwork',
      text: 'Bonjour {name},\n\nConfirmez que {email} est bien votre adresse en ouvrant ce lien :\n\n{link}\n\nLes projets partagés avec cette adresse et ceux qui lui sont proposés vous sont ouverts une fois l’adresse confirmée. Le lien reste valable {hours} heures. Si vous n’avez pas créé de compte Groundwork, ignorez ce message.\n\nL’équipe Groundwork',
    },
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe Groundwork',
      text: 'Bonjour {name},\n\nQuelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte Groundwork. Choisissez un nouveau mot de passe ici :\n\n{link}\n\nLe lien ne sert qu’une fois, pendant {minutes} minutes. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.\n\nL’équipe Groundwork',
    },
  },
};

/** The words of the HTML versions: each mail's button, and the reset's closing line. */
export const IDENTITY_MAIL_PHRASES: Readonly<Record<Language, { confirmButton: string; resetButton: string; resetIgnore: string }>> = {
  en: {
    confirmButton: 'Confirm my address',
    resetButton: 'Choose a new password',
    resetIgnore: 'If you did not ask for it, ignore this message: your password stays as it is.',
  },
  fr: {
    confirmButton: 'Confirmer mon adresse',
    resetButton: 'Choisir un nouveau mot de passe',
    resetIgnore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
  },
};
