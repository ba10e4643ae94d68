#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// The Read screen: a text wrapped to the screen, its words coloured by what the learner knows,
/// with readings after new and learning words, a word cursor, and the coverage in the header.
///
/// The text is cut into words line by line (`Segmenter`): the lines on screen at once, the rest a
/// chunk at a time between keys (`tick`), so a long file answers keys from the first frame and the
/// header shows how far it got. Marks (`k` known, `i` ignored, `u` undo) go through the
/// `Learner`; the colours, readings and coverage follow at once. The place in the file is kept on
/// the `ReaderShelf` when the screen goes away or the app quits.
public final class ReaderController: ScreenController {
    /// The share of the running text the words list aims for.
    static let goal = 0.95
    /// The most characters one turn of the loop cuts into words while keys wait.
    static let charactersPerTick = 2_000
    /// The longest one turn cuts, so a key waits no longer than this (a slow machine, a debug build).
    static let timePerTick = Duration.milliseconds(30)

    let context: AppContext
    let text: ReaderText
    private let shelf: ReaderShelf
    private let dictionary: JapaneseDictionary?
    private let segmenter: Segmenter?
    /// Each line's tokens, nil while not cut yet; a word the text gives a reading for (Aozora
    /// ruby) is read as the text reads it (`GivenReadings`).
    private(set) var tokens: [[TextToken]?]
    /// The dictionary form's reading of each token the text gives a reading for, by line and token.
    private var givenReadings: [Int: [Int: String]] = [:]
    /// The order lines are cut in between keys (from the saved place on, then the lines before);
    /// a line cut earlier (it showed) is passed over.
    private let order: [Int]
    /// The next place in `order`.
    private var nextInOrder = 0
    /// How many lines are not cut yet.
    private var uncutCount: Int
    /// The lines each dictionary entry comes in (laid out again when its knowledge changes).
    private var linesByEntry: [Int: [Int]] = [:]
    private var index: WordKnowledgeIndex?
    /// The learner's own word items by dictionary entry, read again when the decks may have changed.
    private var ownWords = OwnWordIndex.empty
    private var knowledgeByEntry: [Int: WordKnowledge] = [:]
    /// The coverage, once every line is cut.
    private(set) var coverage: TextCoverage?
    /// The words that bring the text to `goal`, worked out once per coverage.
    private var wordsToReach: [TextCoverage.Word] = []
    /// The words of the text counted once every line is cut, each judged new: the coverage is
    /// this judged again after each change (`TextCoverage.rejudged`).
    private var counted: TextCoverage?
    /// Each line's rows, laid out again only when the line is cut or the knowledge of a word in
    /// it changes (everything for a new width or readings setting).
    private var lineRows: [[ReaderRow]?] = []
    /// Lines whose rows are to be laid out again.
    private var staleLines: [Int] = []
    /// How many rows each line takes.
    private var rowCounts: [Int] = []
    /// The first row of each line (one more at the end: the row count).
    private var rowStart: [Int] = []
    private var layoutWidth = -1
    private var layoutIsValid = false
    /// The first row shown, as a line and a row within it (kept across layouts).
    private var topLine = 0
    private var topOffset = 0
    private var textHeight = 10
    /// The word under the cursor: a line and a token of it.
    private(set) var cursor: (line: Int, token: Int)?
    /// Where to put the cursor once its line is cut: the saved place.
    private var startColumn: Int
    /// Marks made here, the last first out.
    private var undoStack: [(change: WordMarkChange, word: String)] = []
    private var searchField: TextField?
    private var lastQuery: String?
    /// Whether the figures in the header are selected (Up above the first word): Enter lists the
    /// words to learn, Down goes back to the word.
    private(set) var isHeaderSelected = false

    private var strings: any ReaderStrings { context.strings.reader }
    private var keys: ReaderKeyMap {
        ReaderKeyMap(strings: strings, hasMatch: lastQuery != nil,
                     add: UserDeckActions.addBinding(context, inFooter: true).enabled(context.deckStore != nil),
                     hasWords: dictionary != nil, scrolls: dictionary != nil || rowCount > textHeight,
                     onFigures: isHeaderSelected)
    }

    /// - Parameters:
    ///   - text: the text to read.
    ///   - shelf: the recent files and the readings setting (the place in `text` is read from it).
    public init(context: AppContext, text: ReaderText, shelf: ReaderShelf) {
        self.context = context
        self.text = text
        self.shelf = shelf
        dictionary = context.dictionary
        segmenter = dictionary.map { Segmenter(dictionary: $0) }
        tokens = Array(repeating: nil, count: text.lines.count)
        uncutCount = text.lines.count
        let saved = text.path.flatMap { shelf.entry(for: $0) }
        let line = min(saved?.line ?? 0, max(0, text.lines.count - 1))
        topLine = line
        startColumn = saved?.column ?? 0
        order = Array(line..<text.lines.count) + Array(0..<line)
        super.init(title: text.name)
        cursor = nil
        refreshOwnWords()
        refreshKnowledge()
        if let path = text.path { try? shelf.note(path, line: line, column: startColumn, at: context.now) }
        startLine = line
    }

    /// The line the cursor starts on.
    private var startLine = 0

    public override var title: String {
        get { text.name }
        set {}
    }

    public override var titleAccessory: String? {
        guard !text.lines.isEmpty else { return nil }
        return "\((cursor?.line ?? topLine) + 1)/\(text.lines.count)"
    }

    public override var keyBindings: [KeyBinding] {
        keys.all.filter(\.isEnabled)
    }

    /// h and Left move by word here: Esc, q and Backspace go back.
    public override var backKeys: [Key] { [.escape, .character("q"), .backspace] }

    /// `/` finds text in the reader, so the app's search key is off here.
    public override var allowsAppKeys: Bool { false }

    public override var isEditingText: Bool { searchField != nil }

    // MARK: - Cutting into words

    /// Whether every line is cut into words.
    var isSegmented: Bool { uncutCount == 0 }

    public override var tickInterval: Double? { isSegmented ? nil : 0 }

    public override func tick(at date: Date) {
        segmentChunk()
    }

    /// Cuts the next lines: about `charactersPerTick` characters of them, for at most `timePerTick`.
    func segmentChunk() {
        var budget = Self.charactersPerTick
        let clock = ContinuousClock()
        let deadline = clock.now + Self.timePerTick
        while budget > 0, clock.now < deadline, nextInOrder < order.count {
            let line = order[nextInOrder]
            nextInOrder += 1
            budget -= segment(line)
        }
    }

    /// Cuts line `line` when it is not cut yet; returns how many characters that took.
    @discardableResult
    private func segment(_ line: Int) -> Int {
        guard tokens[line] == nil else { return 0 }
        let lineText = text.lines[line]
        if let segmenter, !text.asideLines.contains(line) {
            let given = GivenReadings(tokens: segmenter.tokens(in: lineText), ruby: text.ruby(ofLine: line), dictionary: dictionary)
            let cut = given.tokens
            tokens[line] = cut
            if !given.dictionaryReadings.isEmpty { givenReadings[line] = given.dictionaryReadings }
            for token in cut {
                if let position = token.entryPosition, linesByEntry[position]?.last != line { linesByEntry[position, default: []].append(line) }
            }
        } else {
            // No dictionary, or a line about the book (its title page, its colophon): the line as
            // one run, still readable, no word in it.
            tokens[line] = lineText.isEmpty ? [] : [TextToken(text: lineText, range: 0..<lineText.count, kind: .punctuation)]
        }
        uncutCount -= 1
        invalidate(line: line)
        if isSegmented { computeCoverage() }
        return max(1, lineText.count)
    }

    /// The share of the text cut, 0 to 100.
    private var segmentedPercent: Int {
        let total = text.lines.count
        return total == 0 ? 100 : (total - uncutCount) * 100 / total
    }

    // MARK: - Knowledge

    /// Reads the learner's own decks again (after words were added to one).
    private func refreshOwnWords() {
        guard let dictionary else { return }
        ownWords = OwnWordIndex(decks: context.userDecks.decks().decks, dictionary: dictionary)
    }

    /// Reads the learner's progress again (after a mark, an add, on coming back from another
    /// screen): each word judged so far is judged again, and only the lines of the words whose
    /// knowledge changed are laid out again (a long book stays quick to mark words in).
    private func refreshKnowledge() {
        index = dictionary.map { WordKnowledgeIndex(progress: context.progress.progress, dictionary: $0, ownWords: ownWords) }
        guard let index else { return }
        for (position, was) in knowledgeByEntry {
            let now = index.knowledge(of: TextToken(text: "", range: 0..<0, kind: .word, entryPosition: position))
            guard now != was else { continue }
            knowledgeByEntry[position] = now
            for line in linesByEntry[position] ?? [] { invalidate(line: line) }
        }
        if isSegmented { computeCoverage() }
    }

    /// Lays line `line` out again on the next frame.
    private func invalidate(line: Int) {
        guard line < lineRows.count, lineRows[line] != nil else { return }
        lineRows[line] = nil
        staleLines.append(line)
    }

    /// How well the learner knows `token`.
    func knowledge(of token: TextToken) -> WordKnowledge {
        switch token.kind {
        case .unknownKanji, .unknownKana: return .new
        case .word: break
        default: return .ignored
        }
        guard let index else { return .new }
        guard let position = token.entryPosition else { return index.knowledge(of: token) }
        if let known = knowledgeByEntry[position] { return known }
        let judged = index.knowledge(of: token)
        knowledgeByEntry[position] = judged
        return judged
    }

    private func role(of token: TextToken) -> StyleRole {
        switch token.kind {
        case .word, .unknownKanji, .unknownKana: Self.role(of: knowledge(of: token))
        default: .normal
        }
    }

    /// The role words of a kind of knowledge are drawn in.
    static func role(of knowledge: WordKnowledge) -> StyleRole {
        switch knowledge {
        case .new: .readerNew
        case .learning: .readerLearning
        case .known: .readerKnown
        case .ignored: .readerIgnored
        }
    }

    /// Whether the text has any Japanese word to count (an English text has none), once cut.
    private var hasWords: Bool { !(counted?.words.isEmpty ?? false) }

    private func computeCoverage() {
        guard let dictionary, index != nil else { return }
        if counted == nil {
            var all: [TextToken] = []
            var offset = 0
            for (line, lineText) in text.lines.enumerated() {
                for var token in tokens[line] ?? [] where token.isWord {
                    token.range = (token.range.lowerBound + offset)..<(token.range.upperBound + offset)
                    all.append(token)
                }
                offset += lineText.count + 1
            }
            // The text's own readings of its words (Aozora ruby), the first it gives for each.
            let readings = GivenReadings.firstReadings(givenReadings.keys.sorted().flatMap { line in
                givenReadings[line]!.sorted { $0.key < $1.key }.compactMap { token, reading in
                    tokens[line]?[token].entryPosition.map { ($0, reading) }
                }
            })
            counted = TextCoverage(text: text.lines.joined(separator: "\n"), tokens: all, knowledge: { _ in .new }, dictionary: dictionary)
                .reading(as: readings)
        }
        let found = counted?.rejudged { [unowned self] word in
            knowledge(of: TextToken(text: "", range: 0..<0, kind: .word, entryPosition: word.entryPosition))
        }
        coverage = found
        wordsToReach = found?.wordsToReach(Self.goal) ?? []
    }

    // MARK: - Layout

    /// Lays out the lines not laid out yet (every line for a new width or setting), and counts
    /// the rows again from the first of them on.
    private func layOut(width: Int) {
        let count = text.lines.count
        if !layoutIsValid || width != layoutWidth || lineRows.count != count {
            layoutWidth = width
            layoutIsValid = true
            lineRows = Array(repeating: nil, count: count)
            rowCounts = Array(repeating: 0, count: count)
            rowStart = Array(repeating: 0, count: count + 1)
            staleLines = Array(0..<count)
        }
        guard !staleLines.isEmpty else { return }
        let layout = ReaderLayout(width: max(2, width), readings: shelf.readings, role: { [unowned self] in role(of: $0) },
                                  isUnknown: { [unowned self] in
                                      let known = knowledge(of: $0)
                                      return known == .new || known == .learning
                                  })
        var first = count
        for line in staleLines where lineRows[line] == nil {
            let rows = layout.rows(line: line, text: text.lines[line], tokens: tokens[line], ruby: text.ruby(ofLine: line),
                                   dimmed: text.asideLines.contains(line))
            lineRows[line] = rows
            rowCounts[line] = rows.count
            first = min(first, line)
        }
        staleLines.removeAll(keepingCapacity: true)
        var start = rowStart[first]
        for line in first..<count {
            rowStart[line] = start
            start += rowCounts[line]
        }
        rowStart[count] = start
    }

    /// How many rows the text takes.
    private var rowCount: Int { rowStart.last ?? 0 }

    /// Row `index` of the text (0 ..< `rowCount`).
    private func row(_ index: Int) -> ReaderRow {
        // The last line starting at or before the row.
        var low = 0, high = rowStart.count - 2
        while low < high {
            let middle = (low + high + 1) / 2
            if rowStart[middle] <= index { low = middle } else { high = middle - 1 }
        }
        if lineRows[low] == nil {
            // The line was cut since the last layout: lay it out again first.
            layOut(width: layoutWidth)
            return row(min(index, max(0, rowCount - 1)))
        }
        return lineRows[low]![min(index - rowStart[low], lineRows[low]!.count - 1)]
    }

    /// The first row shown.
    private var top: Int {
        get {
            guard topLine < rowStart.count - 1 else { return 0 }
            return rowStart[topLine] + min(topOffset, rowStart[topLine + 1] - rowStart[topLine] - 1)
        }
        set {
            let index = max(0, min(newValue, max(0, rowCount - 1)))
            guard rowCount > 0 else { return }
            topLine = row(index).line
            topOffset = index - rowStart[topLine]
        }
    }

    /// The row the cursor's word starts on.
    private var cursorRow: Int? {
        guard let cursor, cursor.line + 1 < rowStart.count else { return nil }
        let rows = lineRows[cursor.line] ?? []
        for (offset, row) in rows.enumerated() where row.pieces.contains(where: { $0.token == cursor.token }) {
            return rowStart[cursor.line] + offset
        }
        return nil
    }

    /// The cursor's word.
    var currentToken: TextToken? {
        guard let cursor, let line = tokens[cursor.line], cursor.token < line.count else { return nil }
        return line[cursor.token]
    }

    private static func isSelectable(_ token: TextToken) -> Bool {
        token.kind == .word || token.kind == .unknownKanji || token.kind == .unknownKana
    }

    /// Puts the cursor on the first word of line `line` at or after character `column`, or on the
    /// first word of a later line.
    private func placeCursor(fromLine line: Int, column: Int) {
        var line = line
        var column = column
        while line < text.lines.count {
            segment(line)
            if let found = tokens[line]?.firstIndex(where: { Self.isSelectable($0) && $0.range.upperBound > column }) {
                cursor = (line, found)
                return
            }
            line += 1
            column = 0
        }
    }

    /// Makes sure the lines on screen are cut and the cursor is on a word.
    private func prepareVisibleLines(height: Int) {
        if cursor == nil {
            placeCursor(fromLine: startLine, column: startColumn)
        }
        layOut(width: layoutWidth)
        // The lines of the rows that may show, then cut (cutting a line lays it out again).
        var lines: [Int] = []
        var row = top
        while row < min(rowCount, top + height) {
            let line = self.row(row).line
            if tokens[line] == nil, lines.last != line { lines.append(line) }
            row += 1
        }
        for line in lines { segment(line) }
        if !lines.isEmpty { layOut(width: layoutWidth) }
    }

    /// Scrolls back when the rows from the top leave part of the screen empty while rows above are
    /// hidden (a short text opened at the place it was left): the screen is filled from the end.
    private func fillScreen() {
        let lowest = max(0, rowCount - textHeight)
        if top > lowest { top = lowest }
    }

    /// Scrolls so the cursor's row shows.
    private func scrollToCursor() {
        guard let row = cursorRow else { return }
        if row < top { top = row }
        if row >= top + textHeight { top = row - textHeight + 1 }
    }

    // MARK: - Drawing

    public override func draw(in canvas: Canvas) {
        let strings = strings
        var header: [[(String, StyleRole)]] = []
        let width = canvas.width
        let textWidth = max(2, width - 2)
        if textWidth != layoutWidth { layoutIsValid = false }
        layoutWidth = textWidth
        // The lines that may show are cut before the header counts them (a short text is whole).
        prepareVisibleLines(height: canvas.height)
        let figuresRole: StyleRole = isHeaderSelected ? .selection : .dim
        if coverage != nil, !hasWords {
            header += strings.noJapaneseWords.wrapped(toWidth: max(1, width - 2)).prefix(2).map { [($0, figuresRole)] }
        } else if let coverage {
            let line = strings.coverage(distinct: Self.percent(coverage.distinctShare), running: Self.percent(coverage.runningShare))
            header += line.wrapped(toWidth: max(1, width - 2)).prefix(2).map { [($0, figuresRole)] }
        } else if dictionary == nil {
            header += strings.noDictionary.wrapped(toWidth: max(1, width - 2)).prefix(2).map { [($0, StyleRole.wrong)] }
        } else {
            header.append([(strings.segmenting(percent: segmentedPercent), figuresRole)])
        }
        var legend: [(String, StyleRole)] = []
        for knowledge in [WordKnowledge.new, .learning, .known, .ignored] {
            legend.append((strings.knowledgeName(knowledge), Self.role(of: knowledge)))
            legend.append(("  ", .normal))
        }
        header.append(legend)
        if coverage != nil, hasWords {
            let count = wordsToReach.count
            let toReach = ("c: " + strings.wordsToReach(count, goal: Self.percent(Self.goal)), figuresRole)
            // Beside the legend when it fits, else after the coverage (a narrow screen wraps it,
            // leaving room on its last row), else on a row of its own when the screen is tall
            // enough: the c key is shown wherever the learner reads the figures.
            let rowWidth = { (row: [(String, StyleRole)]) in row.reduce(0) { $0 + $1.0.displayWidth } }
            let coverageRow = header.count - 2
            if count == 0 {
            } else if rowWidth(legend) + toReach.0.displayWidth <= width - 2 {
                header[header.count - 1].append(toReach)
            } else if coverageRow >= 0, rowWidth(header[coverageRow]) + 2 + toReach.0.displayWidth <= width - 2 {
                header[coverageRow] += [("  ", .normal), toReach]
            } else if canvas.height >= 9 {
                header.append([toReach])
            }
        }
        for (y, line) in header.enumerated() where y < canvas.height {
            canvas.draw(line, at: Point(x: 1, y: y))
        }
        let searchHeight = searchField == nil ? 0 : 1
        let textTop = header.count
        textHeight = max(1, canvas.height - textTop - searchHeight)
        scrollToCursor()
        fillScreen()
        prepareVisibleLines(height: textHeight)
        let area = canvas.subcanvas(Rect(x: 1, y: textTop, width: textWidth, height: textHeight))
        let cursor = cursor
        for y in 0..<textHeight {
            let index = top + y
            guard index < rowCount else { break }
            let row = row(index)
            for piece in row.pieces {
                let isCursor = !isHeaderSelected && cursor != nil && piece.token == cursor!.token && row.line == cursor!.line && !piece.isReading
                area.draw(piece.text, at: Point(x: piece.x, y: y), role: isCursor ? .selection : piece.role, mark: nil)
            }
        }
        if let searchField {
            let y = canvas.height - 1
            let prompt = strings.searchPrompt
            canvas.draw(prompt, at: Point(x: 1, y: y), role: .accent)
            let fieldX = 1 + prompt.displayWidth
            searchField.draw(in: canvas.subcanvas(Rect(x: fieldX, y: y, width: max(1, width - fieldX - 1), height: 1)))
        }
    }

    static func percent(_ share: Double) -> Int { Int((share * 100).rounded(.down)) }

    // MARK: - Keys

    public override func handle(_ key: Key) -> Bool {
        if let searchField {
            switch key {
            case .escape:
                self.searchField = nil
            case .enter:
                let query = searchField.text
                self.searchField = nil
                if !query.isEmpty {
                    lastQuery = query
                    find(query)
                }
            default:
                _ = searchField.handle(key)
            }
            return true
        }
        let keys = keys
        if isHeaderSelected, let handled = handleOnHeader(key, keys: keys) { return handled }
        switch key {
        case keys.word: moveWord(by: ReaderKeyMap.previousWordKeys.contains(key) ? -1 : 1)
        case keys.line: moveRows(by: ReaderKeyMap.upKeys.contains(key) ? -1 : 1)
        case keys.page:
            let step = max(1, textHeight - 1) * (ReaderKeyMap.pageUpKeys.contains(key) ? -1 : 1)
            if cursor != nil { top += step }
            moveRows(by: step)
        case keys.open: openEntry()
        case keys.known: toggle(.known)
        case keys.ignore: toggle(.ignored)
        case keys.undo: undoMark()
        case keys.say:
            if let token = currentToken { context.pronounce(token.text, from: self) }
        case keys.saySentence:
            if let token = currentToken, let cursor {
                context.pronounce(Self.sentence(around: token.range.lowerBound, in: text.lines[cursor.line]), from: self)
            }
        case keys.search: searchField = TextField()
        case keys.nextMatch: if let lastQuery { find(lastQuery) }
        case keys.words: openWords()
        case keys.readings: cycleReadings()
        case keys.add: addToDeck()
        default: return false
        }
        return true
    }

    /// A key while the header's figures are selected, nil for one that works as ever there (find,
    /// readings, help, back): Enter and `c` list the words to learn, a move down or forward goes
    /// back to the word, a move up or back stays, and the keys of a word say there is none here.
    private func handleOnHeader(_ key: Key, keys: ReaderKeyMap) -> Bool? {
        switch key {
        case keys.open, keys.words:
            openWords()
        case keys.word, keys.line, keys.page:
            let back = ReaderKeyMap.previousWordKeys.contains(key) || ReaderKeyMap.upKeys.contains(key)
                || ReaderKeyMap.pageUpKeys.contains(key)
            if !back { isHeaderSelected = false }
        case keys.known, keys.ignore, keys.add, keys.say, keys.saySentence:
            showStatus(strings.notAWord, role: .dim)
        default:
            return nil
        }
        return true
    }

    public override func handlePaste(_ text: String) -> Bool {
        guard let searchField else { return false }
        searchField.paste(text)
        return true
    }

    /// Moves the cursor `step` words (across lines).
    func moveWord(by step: Int) {
        guard var (line, token) = cursor else { return }
        while true {
            token += step
            if let lineTokens = tokens[line], token >= 0, token < lineTokens.count {
                if Self.isSelectable(lineTokens[token]) {
                    cursor = (line, token)
                    return
                }
                continue
            }
            line += step
            guard line >= 0, line < text.lines.count else { return }
            segment(line)
            token = step > 0 ? -1 : (tokens[line]?.count ?? 0)
        }
    }

    /// Moves the cursor `step` rows down (up when negative), to the word nearest its column.
    func moveRows(by step: Int) {
        layOut(width: layoutWidth)
        guard let from = cursorRow, let cursor else {
            // No words (no dictionary): the lines scroll.
            top = max(0, min(top + step, rowCount - textHeight))
            return
        }
        let column = row(from).column(of: cursor.token) ?? 0
        if step == -1, from == 0 {
            // Up from the first row: the figures above the text.
            isHeaderSelected = true
            return
        }
        var target = max(0, min(rowCount - 1, from + step))
        // Passes over rows without a word (blank lines), in the direction of the move.
        let direction = step < 0 ? -1 : 1
        while true {
            let line = row(target).line
            if tokens[line] == nil {
                segment(line)
                layOut(width: layoutWidth)
                continue
            }
            let lineTokens = tokens[line] ?? []
            let targetRow = row(target)
            let candidates = targetRow.tokens.filter { $0 < lineTokens.count && Self.isSelectable(lineTokens[$0]) }
            if let best = candidates.min(by: { abs((targetRow.column(of: $0) ?? 0) - column) < abs((targetRow.column(of: $1) ?? 0) - column) }) {
                self.cursor = (line, best)
                return
            }
            let next = target + direction
            guard next >= 0, next < rowCount else {
                // Up with no word above (a book's title page): the figures above the text.
                if step == -1 { isHeaderSelected = true }
                return
            }
            target = next
        }
    }

    /// Finds `query` after the cursor (from the start once past the end) and moves the cursor there.
    func find(_ query: String) {
        let matches = Self.matches(of: query, in: text.lines)
        let here = (line: cursor?.line ?? 0, offset: currentToken?.range.lowerBound ?? -1)
        guard let first = matches.first else {
            showStatus(strings.notFound(query), role: .wrong)
            return
        }
        let number = matches.firstIndex { $0.line > here.line || ($0.line == here.line && $0.offset > here.offset) } ?? 0
        let match = matches.indices.contains(number) ? matches[number] : first
        segment(match.line)
        if dictionary == nil {
            layOut(width: layoutWidth)
            top = rowStart.indices.contains(match.line) ? rowStart[match.line] : top
        } else if let found = tokens[match.line]?.firstIndex(where: { $0.range.contains(match.offset) }) {
            cursor = (match.line, found)
            isHeaderSelected = false
            if let token = currentToken, !Self.isSelectable(token) { moveWord(by: 1) }
        }
        showStatus(strings.found(number + 1, of: matches.count), role: .dim)
    }

    /// Where `query` comes in `lines`: each line and character offset, in order.
    static func matches(of query: String, in lines: [String]) -> [(line: Int, offset: Int)] {
        let needle = Array(query)
        guard !needle.isEmpty else { return [] }
        var found: [(line: Int, offset: Int)] = []
        for (line, text) in lines.enumerated() {
            let characters = Array(text)
            guard characters.count >= needle.count else { continue }
            for offset in 0...(characters.count - needle.count) where characters[offset] == needle[0] {
                if characters[offset..<(offset + needle.count)].elementsEqual(needle) { found.append((line, offset)) }
            }
        }
        return found
    }

    // MARK: - Marks

    /// Marks the cursor's word `mark`, or takes the mark away when it has it already.
    func toggle(_ mark: WordMark) {
        guard let token = currentToken, let position = token.entryPosition, let entry = dictionary?.entry(at: position) else {
            showStatus(strings.notAWord, role: .dim)
            return
        }
        let word = token.dictionaryForm ?? token.text
        let target: WordMark? = context.learner.wordMark(of: entry) == mark ? nil : mark
        guard let change = context.perform(self, { try context.learner.markWord(entry, as: target) }) else { return }
        undoStack.append((change, word))
        refreshKnowledge()
        switch target {
        case .known?: showStatus(strings.markedKnown(word))
        case .ignored?: showStatus(strings.markedIgnored(word))
        case nil: showStatus(strings.unmarked(word))
        }
    }

    /// Puts back the mark before the last one made here.
    func undoMark() {
        guard let last = undoStack.last else {
            showStatus(strings.nothingToUndo, role: .dim)
            return
        }
        guard context.perform(self, { try context.learner.undo(last.change) }) != nil else { return }
        undoStack.removeLast()
        refreshKnowledge()
        showStatus(strings.undone(last.word))
    }

    // MARK: - Other screens

    /// Opens the cursor word's entry (the deck's word when a deck has it), with how it is inflected.
    func openEntry() {
        guard let cursor, let detail = detail(line: cursor.line, token: cursor.token) else {
            showStatus(strings.notAWord, role: .dim)
            return
        }
        push(detail)
    }

    /// The entry screen of token `index` of `line`: the deck's word or the dictionary entry, with
    /// how the text inflects it, the longer dictionary words around it, and `+` adding it with its
    /// sentence; nil when it is not a dictionary word.
    func detail(line: Int, token index: Int) -> DetailController? {
        guard let lineTokens = tokens[line], lineTokens.indices.contains(index), let position = lineTokens[index].entryPosition,
              let entry = dictionary?.entry(at: position) else { return nil }
        let token = lineTokens[index]
        let detail = Self.detail(of: entry, context: context)
        if !token.inflections.isEmpty {
            detail.leadLines = [strings.inflectionLine(text: token.text, dictionaryForm: token.dictionaryForm ?? entry.headword,
                                                       inflections: token.inflections)]
        }
        detail.minedWord = minedWord(line: line, token: index)
        detail.longerWords = longerWords(line: line, token: index)
        return detail
    }

    /// The entry screen of a longer word (opened from a word's entry), `+` adding it with its sentence.
    static func detail(of word: ReaderLongerWord, context: AppContext) -> DetailController {
        let detail = detail(of: word.entry, context: context)
        detail.minedWord = word.mined
        return detail
    }

    /// The entry screen of `word` of the words list: as Enter on the first place it comes in.
    func detail(of word: TextCoverage.Word) -> DetailController? {
        for (line, lineTokens) in tokens.enumerated() {
            if let index = lineTokens?.firstIndex(where: { $0.entryPosition == word.entryPosition }) {
                return detail(line: line, token: index)
            }
        }
        return nil
    }

    /// The detail screen of `entry`: the deck's word when a deck has it, else the dictionary entry.
    static func detail(of entry: DictionaryEntry, context: AppContext) -> DetailController {
        if let item = context.library.items(withIDs: WordKnowledgeIndex.itemIDs(of: entry)).first,
           let detail = ItemDetail.controller(for: item, context: context) as? DetailController {
            return detail
        }
        return DictionaryEntryController(context: context, entry: entry)
    }

    /// Lists the words that would bring the learner to 95% of the running text.
    func openWords() {
        guard coverage != nil, let dictionary else {
            showStatus(strings.segmenting(percent: segmentedPercent), role: .dim)
            return
        }
        guard hasWords else {
            showStatus(strings.noJapaneseWords, role: .dim)
            return
        }
        let list = ReaderWordsController(context: context, words: wordsToReach, dictionary: dictionary,
                                         goal: Self.percent(Self.goal))
        list.detail = { [weak self] in self?.detail(of: $0) }
        push(list)
    }

    /// Asks which of the learner's decks (last used first, or a new one) and adds the cursor's word
    /// to it with the sentence it stands in as its example, and into reviews
    /// (`Learner.addMinedWords`, the intent behind `mainichi mine --add`).
    func addToDeck() {
        guard let cursor, let word = minedWord(line: cursor.line, token: cursor.token) else {
            showStatus(strings.notAWord, role: .dim)
            return
        }
        MinedWordActions.add(word, from: self, context: context) { [weak self] in
            self?.refreshOwnWords()
            self?.refreshKnowledge()
        }
    }

    /// The word of token `index` of `line` as `+` adds it: its dictionary form and reading, with
    /// the sentence it stands in; nil when it is not a dictionary word.
    func minedWord(line: Int, token index: Int) -> MinedWord? {
        guard let dictionary, let lineTokens = tokens[line], lineTokens.indices.contains(index),
              let position = lineTokens[index].entryPosition else { return nil }
        let token = lineTokens[index]
        return MinedWord(form: token.dictionaryForm ?? token.text, entryPosition: position,
                         reading: givenReadings[line]?[index],
                         sentence: Self.sentence(around: token.range.lowerBound, in: text.lines[line]),
                         dictionary: dictionary, library: context.library)
    }

    /// The longer dictionary words around token `index` of `line` (`LongerWordFinder`: 授業中
    /// around 授業 where the segmenter cut 授業 + 中), each with the sentence it stands in.
    func longerWords(line: Int, token index: Int) -> [ReaderLongerWord] {
        guard let dictionary, let lineTokens = tokens[line] else { return [] }
        return LongerWordFinder(dictionary: dictionary).words(around: index, in: lineTokens).compactMap { found in
            guard let entry = dictionary.entry(at: found.entryPosition),
                  let mined = MinedWord(form: found.form, entryPosition: found.entryPosition,
                                        sentence: Self.sentence(around: found.range.lowerBound, in: text.lines[line]),
                                        dictionary: dictionary, library: context.library) else { return nil }
            return ReaderLongerWord(entry: entry, form: found.form, place: found.place, mined: mined)
        }
    }

    /// The sentence of `line` holding the character at `offset`: cut after 。！？!? (trimmed).
    static func sentence(around offset: Int, in line: String) -> String {
        let characters = Array(line)
        let ends = Set<Character>("。！？!?")
        var start = min(offset, characters.count)
        while start > 0, !ends.contains(characters[start - 1]) { start -= 1 }
        var end = min(offset, characters.count)
        while end < characters.count, !ends.contains(characters[end]) { end += 1 }
        if end < characters.count { end += 1 }
        return String(characters[start..<end]).trimmingSpaces
    }

    /// Readings for all words, then new and learning ones, then none.
    func cycleReadings() {
        let all = ReaderShelf.Readings.allCases
        let next = all[(all.firstIndex(of: shelf.readings)! + 1) % all.count]
        context.perform(self) { try shelf.setReadings(next) }
        layoutIsValid = false
        showStatus(strings.readingsChanged(next))
    }

    // MARK: - Lifecycle

    public override func viewWillAppear() {
        // A detail or the words list may have changed what the learner knows (added to a deck, to reviews).
        refreshOwnWords()
        refreshKnowledge()
    }

    public override func viewWillDisappear() {
        savePosition()
    }

    /// Keeps the place in the file on the shelf.
    public func savePosition() {
        guard let path = text.path else { return }
        let line = cursor?.line ?? topLine
        let column = currentToken?.range.lowerBound ?? 0
        try? shelf.note(path, line: line, column: column, at: context.now)
    }

    /// Keeps the place of every Read screen on `navigation`'s stack (the app is quitting).
    public static func savePositions(in navigation: NavigationController) {
        for case let reader as ReaderController in navigation.viewControllers { reader.savePosition() }
    }
}
