import AnkiPackage
import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiApp
import MainichiCore

/// `mainichi import FILE.apkg|FILE.colpkg`: an Anki package's notes into one deck of the
/// learner's per Anki deck, its review log into the journal, its audio into the data directory.
struct AnkiPackageImport {
    var file: String
    var maps: [String]
    var rowLimit: Int
    var dryRun: Bool
    var dataDirectory: String?

    /// Whether `path` names an Anki package by its extension.
    static func isPackage(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".apkg") || lower.hasSuffix(".colpkg")
    }

    /// Whether `bytes` start as a zip archive does (a package under another name).
    static func isZip(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0x50, 0x4B, 0x03, 0x04])
    }

    /// `text` without blanks at either end.
    static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    /// The failure of a `--map` value.
    struct MapError: Error {
        var value: String
    }

    /// `mappings` with each `--map NOTE TYPE:FIELD=ROLE` applied (FIELD a name or a number from 1).
    static func applying(_ maps: [String], to mappings: [AnkiNoteTypeMapping]) throws(MapError) -> [AnkiNoteTypeMapping] {
        var mappings = mappings
        for value in maps {
            guard let colon = value.lastIndex(of: ":"), let equals = value.lastIndex(of: "="), colon < equals,
                  let role = AnkiFieldRole(rawValue: trimmed(value[value.index(after: equals)...]).lowercased()) else {
                throw MapError(value: value)
            }
            let typeName = trimmed(value[..<colon])
            let fieldName = trimmed(value[value.index(after: colon)..<equals])
            guard let index = mappings.firstIndex(where: { $0.noteType.name == typeName }) else { throw MapError(value: value) }
            let names = mappings[index].noteType.fieldNames
            guard let field = names.firstIndex(of: fieldName) ?? Int(fieldName).map({ $0 - 1 }), names.indices.contains(field) else {
                throw MapError(value: value)
            }
            mappings[index].assign(role, to: field)
        }
        return mappings
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let directories = DataDirectories.resolve(dataDirectory: dataDirectory, environment: environment)
        let language = ArgumentLanguage.current
        let strings = CommandLanguage.ankiImportStrings(language)
        let store = UserDeckStore(dataDirectory: directories.data)
        let url = URL(fileURLWithPath: file)
        let reader = AnkiPackageReader()
        var lines: [String] = []
        let plan: AnkiImport
        do {
            try ImportCommand.checkFileExists(file)
            let collection = try reader.read(packageAt: url)
            let mappings: [AnkiNoteTypeMapping]
            do {
                mappings = try Self.applying(maps, to: AnkiImport.guessedMappings(for: collection))
            } catch {
                throw ValidationFailure(message: strings.badMap(TextSanitizer.sanitize(error.value)))
            }
            let decks = try DeckLibrary.locateBundledDecks(environment: environment)
            let library = try DeckLibrary(directory: decks)
            plan = try AnkiImport.plan(collection, mappings: mappings, store: store,
                                       dictionary: JapaneseDictionary.shared(decksDirectory: decks),
                                       knownItems: AnkiImport.knownItems(of: collection, in: library))
        } catch let failure as ValidationFailure {
            StandardStream.error.write("mainichi: \(failure.message)\n")
            throw ExitCode(1)
        } catch {
            StandardStream.error.write("mainichi: \(Self.describe(error, language: language))\n")
            throw ExitCode(1)
        }
        lines.append(CommandLanguage.dataStrings(language).reportFile(TextSanitizer.sanitize(file)))
        lines.append(strings.format(plan.collection.format))
        lines.append(strings.noteTypesHeading)
        for mapping in plan.mappings {
            let count = plan.collection.notes.count { $0.noteTypeID == mapping.noteType.id }
            lines.append(strings.noteType(TextSanitizer.sanitize(mapping.noteType.name), notes: count))
            for (index, name) in mapping.noteType.fieldNames.enumerated() {
                lines.append(strings.field(index + 1, name: TextSanitizer.sanitize(name), role: mapping.roles[index]))
            }
        }
        lines.append(strings.decksHeading)
        var problems: [String] = []
        if !plan.knownNotes.isEmpty { lines.append(strings.knownNotes(plan.knownNotes.count)) }
        for deck in plan.decks {
            let deckPlan = deck.plan
            lines.append(strings.deck(TextSanitizer.sanitize(deck.name), isNew: deckPlan.createsDeck, id: deckPlan.deck.id.rawValue,
                                      new: deckPlan.newCount, updates: deckPlan.updateCount, errors: deckPlan.problems.count))
            for row in deckPlan.rows.prefix(rowLimit) {
                lines.append(strings.row(note: row.line, word: row.draft.word, reading: row.draft.reading,
                                         meanings: row.draft.meanings.joined(separator: "; "), updates: row.updates != nil))
            }
            problems += deckPlan.problems.map { ErrorText.text($0, language: language) }
        }
        if !problems.isEmpty {
            lines.append(strings.problemsHeading)
            lines += problems.map { "  " + $0 }
        }
        var newEvents: Int?
        var mediaCount = 0
        if !dryRun {
            do {
                (newEvents, mediaCount) = try write(plan, store: store, reader: reader, url: url, directories: directories)
            } catch {
                StandardStream.error.write("mainichi: \(Self.describe(error, language: language))\n")
                throw ExitCode(1)
            }
        }
        lines.append(strings.summary(cards: plan.cardCount, reviews: plan.reviewCount, newEvents: newEvents,
                                     suspended: plan.suspendedCount, buried: plan.buriedCount,
                                     media: dryRun ? plan.audioFiles.count : mediaCount))
        if plan.cardCount > 0 {
            lines.append(strings.cardKinds(recognition: plan.recognitionCardCount, production: plan.productionCardCount))
        }
        if plan.leftOutCardCount > 0 {
            lines.append(strings.leftOut(cards: plan.leftOutCardCount, reviews: plan.leftOutReviewCount))
        }
        if dryRun { lines.append(strings.nothingWrittenDryRun) }
        try? StandardStream.output.writeChecked(lines.map { $0.replacing("\n", with: " / ") }.joined(separator: "\n") + "\n")
    }

    /// Writes the decks, the review log (into the journal) and the suspensions, then the audio.
    /// - Returns: the events new to the journal and the media files copied.
    func write(_ plan: AnkiImport, store: UserDeckStore, reader: AnkiPackageReader, url: URL,
               directories: DataDirectories) throws -> (events: Int, media: Int) {
        let settings = (try? SettingsStore(directory: directories.config))?.settings ?? Settings()
        let configured = settings.scheduler
        let scheduler = FSRSScheduler(parameters: configured.parameters, desiredRetention: configured.desiredRetention,
                                      learningSteps: configured.learningSteps, relearningSteps: configured.relearningSteps,
                                      maximumInterval: configured.maximumInterval, enableFuzzing: false)
        let progress = try ProgressStore(directory: directories.data)
        defer { progress.close() }
        let outcome = try plan.write(to: store, progress: progress, scheduler: scheduler,
                                     calendar: StudyCalendar.current(dayStartHour: settings.dayStartHour), now: Date())
        let media = try reader.copyMedia(plan.audioFiles, fromPackageAt: url,
                                         into: directories.data.appendingPathComponent("media"))
        return (outcome.newReviews, media.count)
    }

    /// A message of the command's own.
    struct ValidationFailure: Error {
        var message: String
    }

    /// `error` worded: a package error here, others by the error tables.
    static func describe(_ error: any Error, language: Language) -> String {
        guard let error = error as? AnkiPackageError else { return ErrorText.text(error, language: language) }
        guard language == .korean else { return error.description }
        switch error {
        case .notAZip(let file): return "\(file): zip 파일(Anki 패키지)이 아니거나 손상되었습니다"
        case .noCollection(let file): return "\(file): Anki 컬렉션(collection.anki2, .anki21, .anki21b)이 없습니다"
        case .damagedEntry(let file, let entry, let reason): return "\(file): \(entry)을(를) 읽을 수 없습니다: \(reason)"
        case .unreadableCollection(let file, let reason): return "\(file): 컬렉션을 읽을 수 없습니다: \(reason)"
        case .cannotWriteMedia(let file, let reason): return "\(file): 쓸 수 없습니다: \(reason)"
        case .cannotWritePackage(let file, let reason): return "\(file): 패키지를 쓸 수 없습니다: \(reason)"
        }
    }
}
