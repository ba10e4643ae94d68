/// The character encoding a text to read was found in.
public enum TextEncoding: String, Sendable, Equatable, CaseIterable {
    /// UTF-8, with or without a byte-order mark.
    case utf8 = "UTF-8"
    /// UTF-16, little-endian, with a byte-order mark.
    case utf16LittleEndian = "UTF-16LE"
    /// UTF-16, big-endian, with a byte-order mark.
    case utf16BigEndian = "UTF-16BE"
    /// Shift_JIS as Windows writes it (code page 932, with the NEC and IBM extensions).
    case shiftJIS = "Shift_JIS"
    /// EUC-JP (JIS X 0208, half-width katakana, JIS X 0212, and the NEC and IBM extensions of
    /// code page 51932).
    case eucJP = "EUC-JP"
}
