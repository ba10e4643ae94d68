/// The Korean reading of a kanji: the hanja form the reading belongs to and its 훈음 ("배울 학"),
/// or only its 음 ("학") when no 훈 is known.
public struct KoreanReading: Hashable, Sendable {
    /// The hanja the Korean tables use: the traditional form of a Japanese shinjitai (学 -> 學).
    public let form: String
    /// The readings, one per 음, the usual one first; each holds one or two 훈음 ("다닐 행, 길귀신 행"),
    /// or the 음 alone ("학") when no 훈 is known.
    public let readings: [String]

    public init(form: String, readings: [String]) {
        self.form = form
        self.readings = readings
    }
}
