import MainichiCore
import TerminalUI

/// The settings: default test mode, question order, audio, autoplay on reveal, colour theme and
/// the daily review limits. Right, Enter, Space or l moves a setting to its next value, Left or
/// h or `-` to the previous (so Left and h do not go back here: Esc, Backspace and q do); every change
/// is saved at once and a new theme applies at once (unless `--theme` or NO_COLOR decides the
/// theme for this run: the row then says so, and the saved choice applies next time).
public final class SettingsController: TableViewController {
    /// One setting of the list.
    enum Option: CaseIterable {
        case testMode, questionOrder, audio, autoplay, theme, newPerDay, reviewsPerDay
        case desiredRetention, weights, loadBalancing
        case easyDays, daysOff
        case dayStart
        case secondChance, movesOnWhenRight, leechThreshold
        case kanjiDrawings
        case koreanReadings
        case exampleReadings
        case language
        case meanings
        case reviewDirection
        case untaughtKanji
        case pitchInLists
        case syncFolder

        var title: String {
            switch self {
            case .testMode: "Default test mode"
            case .questionOrder: "Question order"
            case .audio: "Audio"
            case .autoplay: "Autoplay on reveal"
            case .theme: "Theme"
            case .newPerDay: "New items a day"
            case .reviewsPerDay: "Reviews a day"
            case .desiredRetention: "Desired retention"
            case .weights: "FSRS weights"
            case .loadBalancing: "Load balancing"
            case .easyDays: "Easy Days"
            case .daysOff: "Days off"
            case .dayStart: "Day starts at"
            case .secondChance: "Second chance"
            case .movesOnWhenRight: "Move on when right"
            case .leechThreshold: "Leech after"
            case .kanjiDrawings: "Kanji drawings"
            case .koreanReadings: "Korean readings"
            case .exampleReadings: "Example readings"
            case .language: "Language"
            case .meanings: "Meanings"
            case .reviewDirection: "Review direction"
            case .untaughtKanji: "Untaught kanji"
            case .pitchInLists: "Pitch in lists"
            case .syncFolder: "Sync folder"
            }
        }

        /// The settings.json key of the setting the row changes; nil for days off, which travel as
        /// days (`ProgressEvent.dayOff`) rather than as a setting.
        var settingsKey: String? {
            switch self {
            case .testMode: "defaultTestMode"
            case .questionOrder: "questionOrder"
            case .audio: "audioEnabled"
            case .autoplay: "autoplayOnReveal"
            case .theme: "theme"
            case .newPerDay: "newPerDay"
            case .reviewsPerDay: "reviewsPerDay"
            case .desiredRetention: "desiredRetention"
            case .weights: "fsrsWeights"
            case .loadBalancing: "loadBalancing"
            case .easyDays: "reducedDays"
            case .daysOff: nil
            case .dayStart: "dayStartHour"
            case .secondChance: "secondChance"
            case .movesOnWhenRight: "movesOnWhenRight"
            case .leechThreshold: "leechThreshold"
            case .kanjiDrawings: "showsKanjiDrawings"
            case .koreanReadings: "showsKoreanReadings"
            case .exampleReadings: "exampleReadings"
            case .language: "language"
            case .meanings: "meaningLanguage"
            case .reviewDirection: "reviewsMeaningFirst"
            case .untaughtKanji: "showsUntaughtKanjiAsKana"
            case .pitchInLists: "showsPitchInLists"
            case .syncFolder: "syncFolder"
            }
        }

        /// Whether the setting stays on this machine (the theme, audio, the sync folder...)
        /// rather than travelling to the learner's other machines through the sync folder. The
        /// core's list of settings that travel (`LearnerSetting.keys`) decides, not this screen.
        var staysOnMachine: Bool {
            guard let settingsKey else { return false }
            return !LearnerSetting.keys.contains(settingsKey)
        }

        var help: String {
            switch self {
            case .testMode: "what t starts in a study list"
            case .questionOrder: "how test questions are ordered"
            case .audio: "p pronounces words"
            case .autoplay: "say the reading when r shows it"
            case .theme: "colours of the whole app"
            case .newPerDay: "new items Review brings in a day"
            case .reviewsPerDay: "most reviews in a day"
            case .desiredRetention: "Enter: simulate the load"
            case .weights: "Enter: optimize to your reviews"
            case .loadBalancing: "even out reviews across days"
            case .easyDays: "Enter: lighter weekdays"
            case .daysOff: "Enter: mark a trip, move reviews"
            case .dayStart: "when a new study day begins"
            case .secondChance: "a near miss may be typed again"
            case .movesOnWhenRight: "a right answer goes to the next"
            case .leechThreshold: "lapses that make an item a leech"
            case .kanjiDrawings: "large kanji on cards and reviews"
            case .koreanReadings: "hanja readings and Korean cognates"
            case .exampleReadings: "kana after kanji in examples"
            case .language: "English, 한국어 or from LANG"
            case .meanings: "English, Korean or both"
            case .reviewDirection: "word first, or meaning first"
            case .untaughtKanji: "kana in lists until r shows kanji"
            case .pitchInLists: "readings in lists with pitch"
            case .syncFolder: "Enter: study on two machines"
            }
        }
    }

    let context: AppContext
    /// The rows: every option, the meaning language only in Korean or once chosen (an English
    /// learner's list stays as it was).
    var options: [Option] {
        let showsMeanings = context.language == .korean || context.settings.settings.meaningLanguage != nil
        return Option.allCases.filter { ($0 != .meanings && $0 != .reviewDirection) || showsMeanings }
    }

    /// The words of Settings in the current language.
    private var strings: any SettingsStrings { context.strings.settings }

    private var next: KeyBinding {
        KeyBinding(keys: [.right, .enter, .space, .character("l"), .character("+")], keyLabel: "Right",
                   label: strings.nextLabel, help: strings.nextHelp)
    }
    private var previous: KeyBinding {
        KeyBinding(keys: [.left, .character("h"), .character("-")], keyLabel: "Left", label: strings.previousLabel,
                   help: strings.previousHelp)
    }

    public init(context: AppContext) {
        self.context = context
        super.init(title: "Settings")
        tableView.reservesExpansionColumn = false
    }

    public override var title: String {
        get { strings.title }
        set {}
    }

    public override var keyBindings: [KeyBinding] {
        // Enter, l and Right change the value here (`next`), so the table's open key is not listed.
        let table = tableView.keys
        return ([table.move, next, previous] + table.scrolling).filter(\.isEnabled)
    }

    /// Left and h change a value here, so they do not go back; Esc, Backspace and q still do.
    public override var backKeys: [Key] { NavigationController.defaultBackKeys.filter { $0 != .left && $0 != .character("h") } }

    public override var headerHeight: Int { 2 }

    /// The width of the last frame, so narrow screens leave out the explanations.
    private var contentWidth = 80

    public override func draw(in canvas: Canvas) {
        contentWidth = canvas.width
        super.draw(in: canvas)
    }

    /// "Changes are saved at once." and what the `*` of a row means; when both do not fit, the
    /// meaning of the mark alone.
    public override func drawHeader(in canvas: Canvas) {
        let both = strings.savedAtOnce + " " + strings.machineMarkLegend
        let text = both.displayWidth <= canvas.width - 2 ? both : strings.machineMarkLegend
        canvas.draw(text, at: Point(x: 1, y: 0), role: .dim)
    }

    /// The shown value of an option.
    func value(of option: Option) -> String {
        if option == .theme {
            // "automatic (light)": what automatic found. When NO_COLOR or --theme decides, the
            // saved choice alone, and the explanation says what is used instead.
            let settings = context.settings.settings
            let theme = context.theme
            let found = theme.reason == .background || theme.reason == .fallback
            return found ? "\(strings.themeName(settings.theme)) (\(strings.themeName(theme.name)))" : strings.themeName(settings.theme)
        }
        return Self.value(of: option, in: context.settings.settings, strings: context.strings, language: context.language)
    }

    /// The value of `option` in `settings` as the screen shows it, in `strings`' language with
    /// `language` the interface's (what "automatic" follows); the theme as saved (the screen adds
    /// what automatic found). Also the words of a setting another machine changed (`SyncNoticeText`).
    static func value(of option: Option, in settings: Settings, strings all: Strings, language: Language) -> String {
        let strings = all.settings
        func onOff(_ value: Bool) -> String { value ? strings.on : strings.off }
        switch option {
        case .testMode: return all.common.testModeName(settings.defaultTestMode)
        case .questionOrder: return strings.questionOrderName(settings.questionOrder)
        case .audio: return onOff(settings.audioEnabled)
        case .autoplay: return onOff(settings.autoplayOnReveal)
        case .theme: return strings.themeName(settings.theme)
        case .newPerDay: return "\(settings.newPerDay)"
        case .reviewsPerDay: return "\(settings.reviewsPerDay)"
        case .desiredRetention: return OptimizeText.retention(settings.desiredRetention)
        case .weights: return settings.fsrsWeights == nil ? strings.defaultWeights : strings.fittedWeights
        case .loadBalancing: return onOff(settings.loadBalancing)
        case .easyDays: return EasyDaysController.summary(of: settings, strings: strings)
        case .daysOff: return DaysOffController.summary(of: settings, strings: all)
        case .kanjiDrawings: return onOff(settings.showsKanjiDrawings)
        case .koreanReadings: return onOff(settings.showsKoreanReadings)
        case .exampleReadings: return strings.exampleReadingsName(settings.exampleReadings)
        case .language: return LanguageText.name(of: settings.language, resolved: language)
        case .meanings: return strings.meaningLanguageName(settings.meaningLanguage, resolved: settings.meaningLanguage(for: language))
        case .reviewDirection: return strings.reviewDirectionName(meaningFirst: settings.reviewsMeaningFirst)
        case .secondChance: return onOff(settings.secondChance)
        case .movesOnWhenRight: return onOff(settings.movesOnWhenRight)
        case .leechThreshold: return strings.lapses(settings.leechThreshold)
        case .untaughtKanji: return settings.showsUntaughtKanjiAsKana ? strings.untaughtAsKana : strings.untaughtAsKanji
        case .pitchInLists: return onOff(settings.showsPitchInLists)
        case .syncFolder: return settings.syncFolder.map { $0.split(separator: "/").last.map(String.init) ?? $0 } ?? strings.off
        case .dayStart: return "\(settings.dayStartHour < 10 ? "0" : "")\(settings.dayStartHour):00"
        }
    }

    /// The explanation of an option; for the theme, why the theme in use is the one it is.
    func help(of option: Option) -> String {
        guard option == .theme else { return strings.help(of: option) }
        let theme = context.theme
        switch theme.reason {
        case .flag: return strings.themeFlag(theme.name.rawValue)
        case .noColor: return strings.themeNoColor
        case .background: return strings.themeFromBackground
        case .fallback: return strings.themeFallback
        case .setting: return strings.help(of: option)
        }
    }

    // MARK: - Table

    public override func numberOfRows(in tableView: TableView) -> Int { options.count }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        let option = options[indexPath.row]
        // `*`: this machine's setting; the others travel with the learner (the header says so).
        cell.columns = [(option.staysOnMachine ? "*" : " ") + strings.title(of: option), "< \(value(of: option)) >", help(of: option)]
        cell.columnRoles = [.normal, .accent, .dim]
        cell.columnLayout = columnLayout
        return cell
    }

    /// The title column fits the widest title of the language, the value column the widest value
    /// shown now (at least the English layout's 19 and 23 columns; at 40 columns the values share
    /// the room with nothing else).
    private var columnLayout: ColumnLayout {
        let strings = strings
        let titleWidth = max(19, (options.map { strings.title(of: $0).displayWidth }.max() ?? 0) + 1)
        if contentWidth < 64 { return ColumnLayout([.fixed(min(titleWidth, contentWidth / 2)), .flexible()]) }
        let valueWidth = max(23, options.map { "< \(value(of: $0)) >".displayWidth }.max() ?? 0)
        return ColumnLayout([.fixed(titleWidth), .fixed(min(valueWidth, contentWidth - titleWidth - 20)), .flexible()])
    }


    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        change(options[indexPath.row], forward: true)
    }

    public override func handle(_ key: Key) -> Bool {
        guard let row = tableView.selectedIndexPath?.row else { return super.handle(key) }
        if key == .enter && options[row] == .desiredRetention {
            push(RetentionSimulatorController(context: context))
            return true
        }
        switch key {
        case next:
            change(options[row], forward: true)
        case previous:
            change(options[row], forward: false)
        default:
            return super.handle(key)
        }
        return true
    }

    /// Moves `option` to its next (or previous) value and saves.
    func change(_ option: Option, forward: Bool) {
        if option == .weights {
            forward ? optimize() : offerDefaultWeights()
            return
        }
        if option == .syncFolder {
            if forward { push(SyncFolderController(context: context)) }
            return
        }
        if option == .easyDays || option == .daysOff {
            // Their own screens: Right or Enter opens it, Left leaves the row as it is.
            if forward {
                push(option == .easyDays ? EasyDaysController(context: context) : DaysOffController(context: context))
            }
            return
        }
        func cycle<T: Equatable>(_ value: T, in all: [T]) -> T {
            let index = all.firstIndex(of: value) ?? 0
            return all[(index + (forward ? 1 : all.count - 1)) % all.count]
        }
        func step(_ value: Int, by amount: Int, in range: ClosedRange<Int>) -> Int {
            (value + (forward ? amount : -amount)).clamped(to: range)
        }
        let saved: Void? = context.perform(self) {
            try context.learner.changeSettings { settings in
                switch option {
                case .testMode: settings.defaultTestMode = cycle(settings.defaultTestMode, in: TestMode.allCases)
                case .questionOrder: settings.questionOrder = cycle(settings.questionOrder, in: Settings.QuestionOrder.allCases)
                case .audio: settings.audioEnabled.toggle()
                case .autoplay: settings.autoplayOnReveal.toggle()
                case .theme: settings.theme = cycle(settings.theme, in: Settings.ThemeName.allCases)
                case .newPerDay: settings.newPerDay = step(settings.newPerDay, by: Settings.newPerDayStep, in: Settings.newPerDayRange)
                case .reviewsPerDay:
                    settings.reviewsPerDay = step(settings.reviewsPerDay, by: Settings.reviewsPerDayStep, in: Settings.reviewsPerDayRange)
                case .dayStart: settings.dayStartHour = cycle(settings.dayStartHour, in: Array(Settings.dayStartHourRange))
                case .secondChance: settings.secondChance.toggle()
                case .movesOnWhenRight: settings.movesOnWhenRight.toggle()
                case .leechThreshold: settings.leechThreshold = step(settings.leechThreshold, by: 1, in: Settings.leechThresholdRange)
                case .kanjiDrawings: settings.showsKanjiDrawings.toggle()
                case .koreanReadings: settings.showsKoreanReadings.toggle()
                case .exampleReadings:
                    settings.exampleReadings = cycle(settings.exampleReadings, in: Settings.ExampleReadings.allCases)
                case .language: settings.language = cycle(settings.language, in: Settings.LanguageChoice.allCases)
                case .reviewDirection: settings.reviewsMeaningFirst.toggle()
                case .meanings:
                    let choices: [MeaningLanguage?] = [nil, .korean, .english, .both]
                    let index = choices.firstIndex(of: settings.meaningLanguage) ?? 0
                    settings.meaningLanguage = choices[(index + (forward ? 1 : choices.count - 1)) % choices.count]
                case .untaughtKanji: settings.showsUntaughtKanjiAsKana.toggle()
                case .pitchInLists: settings.showsPitchInLists.toggle()
                case .desiredRetention:
                    let hundredths = (settings.desiredRetention * 100).rounded() + (forward ? 1 : -1)
                    settings.desiredRetention = (hundredths / 100).clamped(to: Settings.desiredRetentionRange)
                case .weights, .easyDays, .daysOff, .syncFolder: break
                case .loadBalancing: settings.loadBalancing.toggle()
                }
            }
        }
        guard saved != nil else { return }
        if option == .theme {
            let theme = context.theme
            application?.theme = theme.theme
            context.themeDidChange?(theme.name)
        }
        if option == .language {
            context.languageDidChange?(context.language)
        }
        showStatus(strings.saved(strings.title(of: option), value(of: option)))
    }

    // MARK: - Optimizing

    /// Fits the FSRS weights to the review history and asks before using them.
    func optimize() {
        let comparison: WeightsComparison
        do {
            comparison = try context.learner.fitWeights()
        } catch {
            switch error {
            case .notEnoughReviews(let have, let need):
                present(.message(strings.notEnoughReviews(have: have, need: need), title: strings.optimizeTitle,
                                 buttonTitle: context.strings.common.ok))
            }
            return
        }
        let strings = strings
        let message = OptimizeText.comparison(comparison, strings: strings).joined(separator: "\n")
        present(.confirm(message, title: strings.optimizeTitle, confirmTitle: strings.useFitted, cancelTitle: strings.keepCurrent,
                         focusesCancel: !comparison.isImprovement) { [weak self] accept in
            guard let self else { return }
            guard accept else {
                self.showStatus(strings.weightsUnchanged)
                return
            }
            self.saveWeights(comparison.fitted, status: strings.weightsFittedSaved)
        })
    }

    /// Offers to go back to the default weights.
    private func offerDefaultWeights() {
        guard context.settings.settings.fsrsWeights != nil else {
            showStatus(strings.weightsAreDefault, role: .dim)
            return
        }
        let strings = strings
        present(.confirm(strings.backToDefaultQuestion, title: strings.weightsTitle,
                         confirmTitle: strings.useDefaults, cancelTitle: strings.keepFitted, focusesCancel: true) { [weak self] accept in
            guard accept, let self else { return }
            self.saveWeights(nil, status: strings.weightsDefaultSaved)
        })
    }

    private func saveWeights(_ weights: [Double]?, status: String) {
        let saved: Void? = context.perform(self) {
            try context.learner.useWeights(weights)
        }
        guard saved != nil else { return }
        showStatus(status)
    }
}
