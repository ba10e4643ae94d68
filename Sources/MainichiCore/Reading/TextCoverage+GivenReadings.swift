extension TextCoverage {
    /// The same words, each the text gives a reading for read as the text first reads it
    /// (`GivenReadings.readingsByEntry`) rather than as the dictionary first does: 今日《こんにち》
    /// is listed as こんにち, not きょう.
    public func reading(as readingsByEntry: [Int: String]) -> TextCoverage {
        guard !readingsByEntry.isEmpty else { return self }
        return TextCoverage(judgedWords: words.map { word in
            var word = word
            if let reading = readingsByEntry[word.entryPosition] { word.reading = reading }
            return word
        })
    }
}
