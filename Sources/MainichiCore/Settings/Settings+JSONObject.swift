extension Settings {
    /// The settings a parsed settings.json object holds, read as `init(from:)` decodes them: a
    /// missing field, a null, a value of the wrong type or an unknown name takes its default, and
    /// numbers are clamped to their ranges.
    ///
    /// What `SettingsStore.read` uses: the first frame reads the settings through the project's
    /// `JSONParser` rather than `JSONDecoder`, whose first use costs the start about half a million
    /// instructions (its generic containers and key tables). `SettingsReadingTests` checks that
    /// both give the same settings.
    init(reading object: JSONObject) {
        let defaults = Settings()
        self.init()
        defaultTestMode = Self.named(object["defaultTestMode"]) ?? defaults.defaultTestMode
        questionOrder = Self.named(object["questionOrder"]) ?? defaults.questionOrder
        audioEnabled = Self.boolean(object["audioEnabled"]) ?? defaults.audioEnabled
        autoplayOnReveal = Self.boolean(object["autoplayOnReveal"]) ?? defaults.autoplayOnReveal
        theme = Self.named(object["theme"]) ?? defaults.theme
        welcomeShown = Self.boolean(object["welcomeShown"]) ?? defaults.welcomeShown
        newPerDay = (Self.integer(object["newPerDay"]) ?? defaults.newPerDay).clamped(to: Self.newPerDayRange)
        reviewsPerDay = (Self.integer(object["reviewsPerDay"]) ?? defaults.reviewsPerDay)
            .clamped(to: Self.reviewsPerDayRange)
        dayStartHour = (Self.integer(object["dayStartHour"]) ?? defaults.dayStartHour).clamped(to: Self.dayStartHourRange)
        secondChance = Self.boolean(object["secondChance"]) ?? defaults.secondChance
        movesOnWhenRight = Self.boolean(object["movesOnWhenRight"]) ?? defaults.movesOnWhenRight
        leechThreshold = (Self.integer(object["leechThreshold"]) ?? defaults.leechThreshold)
            .clamped(to: Self.leechThresholdRange)
        showsKanjiDrawings = Self.boolean(object["showsKanjiDrawings"]) ?? defaults.showsKanjiDrawings
        showsKoreanReadings = Self.boolean(object["showsKoreanReadings"]) ?? defaults.showsKoreanReadings
        meaningLanguage = Self.named(object["meaningLanguage"])
        reviewsMeaningFirst = Self.boolean(object["reviewsMeaningFirst"]) ?? defaults.reviewsMeaningFirst
        if let weights = Self.list(object["fsrsWeights"], Self.number), weights.count == 21, weights.allSatisfy(\.isFinite) {
            fsrsWeights = FSRSOptimizer.clipped(weights)
        }
        let retention = Self.number(object["desiredRetention"]) ?? defaults.desiredRetention
        desiredRetention = retention.isFinite
            ? min(max(retention, Self.desiredRetentionRange.lowerBound), Self.desiredRetentionRange.upperBound)
            : defaults.desiredRetention
        loadBalancing = Self.boolean(object["loadBalancing"]) ?? defaults.loadBalancing
        reducedDays = (Self.list(object["reducedDays"], Self.integer) ?? []).filter { (1...7).contains($0) }
        minimumDays = (Self.list(object["minimumDays"], Self.integer) ?? []).filter { (1...7).contains($0) }
        daysOff = Self.list(object["daysOff"], Self.text) ?? []
        exampleReadings = Self.named(object["exampleReadings"]) ?? defaults.exampleReadings
        language = Self.named(object["language"]) ?? defaults.language
        showsUntaughtKanjiAsKana = Self.boolean(object["showsUntaughtKanjiAsKana"]) ?? defaults.showsUntaughtKanjiAsKana
        showsPitchInLists = Self.boolean(object["showsPitchInLists"]) ?? defaults.showsPitchInLists
        syncFolder = Self.text(object["syncFolder"]).flatMap { $0.isEmpty ? nil : $0 }
        lastUserDeck = Self.text(object["lastUserDeck"]).flatMap { $0.isEmpty ? nil : $0 }
    }

    private static func boolean(_ value: JSONValue?) -> Bool? {
        if case .bool(let flag)? = value { return flag }
        return nil
    }

    /// A number that is a whole `Int` (20 or 20.0, as `JSONDecoder` takes it).
    private static func integer(_ value: JSONValue?) -> Int? {
        if case .number(let number)? = value { return Int(exactly: number) }
        return nil
    }

    private static func number(_ value: JSONValue?) -> Double? {
        if case .number(let number)? = value { return number }
        return nil
    }

    private static func text(_ value: JSONValue?) -> String? {
        if case .string(let string)? = value { return string }
        return nil
    }

    /// A value of a string enumeration, by its raw value.
    private static func named<Name: RawRepresentable>(_ value: JSONValue?) -> Name? where Name.RawValue == String {
        text(value).flatMap(Name.init(rawValue:))
    }

    /// A list every element of which `element` reads; nil when any does not, as a decoder fails
    /// the whole array.
    private static func list<Element>(_ value: JSONValue?, _ element: (JSONValue?) -> Element?) -> [Element]? {
        guard case .array(let values)? = value else { return nil }
        var elements: [Element] = []
        elements.reserveCapacity(values.count)
        for value in values {
            guard let read = element(value) else { return nil }
            elements.append(read)
        }
        return elements
    }
}
