/**
 * French elides "de" before a word that starts with a vowel sound ("le compte d’Ines", not "de Ines"): the ICU
 * messages that put "de" before a name take `elision` (`yes` or `no`) from here (requirements ). A leading
 * "h" is left alone: whether it is silent depends on the word.
 */
export function elisionOf(word: string): 'yes' | 'no' {
  return /^[aeiouyàâäæéèêëîïôöœùûü]/i.test(word.trim()) ? 'yes' : 'no';
}
