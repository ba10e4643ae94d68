/// What a Japanese word is in Korean: a cognate written with the same hanja, or a false friend.
public enum KoreanCognate: Hashable, Sendable {
    /// A Korean word from the hanja word table: 電話 -> 電話 전화.
    case word(hanja: String, hangul: String)
    /// A Korean word of the same hanja that means something else, with the reason (a note).
    case falseFriend(hangul: String, reason: String)
}
