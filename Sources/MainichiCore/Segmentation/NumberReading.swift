/// How a number from 1 to 99 is written in kanji numerals and read in Sino-Japanese, which tells
/// a word written with digits and a counter that has its own reading (２日 ふつか, ２人 ふたり)
/// from the number read before its counter (３人 さんにん, ２８日 にじゅうはちにち).
enum NumberReading {
    /// `number` in kanji numerals the way it is written (14: 十四, 20: 二十, 24: 二十四); nil
    /// outside 1...99.
    static func kanji(_ number: Int) -> String? {
        guard (1...99).contains(number) else { return nil }
        let tens = number / 10, units = number % 10
        var result = ""
        if tens > 1 { result.append(digits[tens]) }
        if tens > 0 { result.append("十") }
        if units > 0 { result.append(digits[units]) }
        return result
    }

    /// The ways `number` is read before a counter, in hiragana: each reading of its digits, and
    /// the clipped form a counter may take after it (1: いち and いっ as in いっぽん; 10: じゅう,
    /// じゅっ and じっ); empty outside 1...99.
    static func readings(_ number: Int) -> [String] {
        guard (1...99).contains(number) else { return [] }
        let tens = number / 10, units = number % 10
        let lead = tens == 0 ? [""] : tens == 1 ? ["じゅう"] : unitReadings[tens].map { $0 + "じゅう" }
        guard units > 0 else { return lead.flatMap { [$0] + clipped($0) } }
        return lead.flatMap { tens in unitReadings[units].flatMap { [tens + $0] + clipped(tens + $0) } }
    }

    /// A reading with its last kana made a small っ, as before a counter starting with k, s, t or
    /// h (いち: いっ, ろく: ろっ, じゅう: じゅっ and じっ).
    private static func clipped(_ reading: String) -> [String] {
        if reading.hasSuffix("じゅう") { return [String(reading.dropLast()) + "っ", String(reading.dropLast(2)) + "っ"] }
        guard let last = reading.last, "ちく".contains(last) else { return [] }
        return [String(reading.dropLast()) + "っ"]
    }

    /// A counter's `reading` (in hiragana, as its entry has it) after `number`, with the sound
    /// change the number makes: a counter in は, ひ, ふ, へ or ほ takes the half-voiced kana after
    /// a number whose reading clips to っ (1, 6, 8, 10, 100: いっぱい, ろっぱい, じゅっぱい), and a
    /// counter in k, s or h takes the voiced kana after one ending in ん (3, 1000, 10000: さんばい,
    /// さんげん, さんぞく); otherwise it is read as it is (２杯 はい, ４軒 けん).
    /// - Parameter afterN: how the counter is read after ん, when the dictionary says (何分 なんぷん:
    ///   ぷん), which a number ending in ん takes instead (３分 さんぷん, not さんぶん); when it is
    ///   half-voiced, 4 (よん) takes it too (４分 よんぷん), though よん leaves a voiced one be
    ///   (何本 なんぼん, ３本 さんぼん, ４本 よんほん).
    static func counterReading(_ reading: String, after number: Int, afterN: String? = nil) -> String {
        guard let first = reading.unicodeScalars.first, number > 0 else { return reading }
        let last = number % 10 != 0 ? number % 10 : number % 100 != 0 ? 10 : number % 1000 != 0 ? 100 : 1000
        let clips = [1, 6, 8, 10, 100].contains(last), nasal = [3, 1000].contains(last)
        if nasal, let afterN { return afterN }
        if last == 4, let afterN, let lead = afterN.unicodeScalars.first, halfVoicedH.contains(lead) { return afterN }
        let changed: Unicode.Scalar?
        if clips, let index = plainH.firstIndex(of: first) {
            changed = halfVoicedH[index]
        } else if nasal, let index = plainKSH.firstIndex(of: first) {
            changed = voicedKSH[index]
        } else {
            changed = nil
        }
        guard let changed else { return reading }
        var scalars = String.UnicodeScalarView()
        scalars.append(changed)
        scalars.append(contentsOf: reading.unicodeScalars.dropFirst())
        return String(scalars)
    }

    private static let plainH = Array("はひふへほ".unicodeScalars), halfVoicedH = Array("ぱぴぷぺぽ".unicodeScalars)
    private static let plainKSH = Array("かきくけこさしすせそはひふへほ".unicodeScalars)
    private static let voicedKSH = Array("がぎぐげござじずぜぞばびぶべぼ".unicodeScalars)

    private static let digits: [Character] = ["〇", "一", "二", "三", "四", "五", "六", "七", "八", "九"]

    /// The Sino-Japanese readings of each digit, the usual first (4: よん, し, and よ as in よねん).
    private static let unitReadings: [[String]] = [
        [], ["いち"], ["に"], ["さん"], ["よん", "し", "よ"], ["ご"], ["ろく"], ["なな", "しち"], ["はち"], ["きゅう", "く"],
    ]
}
