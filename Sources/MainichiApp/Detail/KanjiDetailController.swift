#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// Everything about one kanji: readings in display form (ひと(つ), 〜び, ひと〜), meanings,
/// strokes, radical, grade, frequency and every example word (Enter opens the word).
///
/// Keys: b bookmarks, p pronounces the first reading (on an example word, the word), a adds to
/// reviews, d opens the kanji's day, s steps through the stroke order, S plays it, w opens the
/// "write it" exercise for this kanji.
///
/// The kanji is drawn large from its stroke order (`KanjiDrawing`): beside the details on screens
/// at least `drawingBesideWidth` wide, and in place of them on narrower screens while the learner
/// steps or plays the strokes. Playing advances one stroke per `strokePause` on the screen's tick
/// (the injected clock decides, so tests step time), and any key stops it.
public final class KanjiDetailController: DetailController {
    public let kanji: KanjiItem

    /// Seconds each stroke stays highlighted while the stroke order plays.
    static let strokePause: Double = 0.6
    /// The narrowest content area that shows the drawing beside the details.
    static let drawingBesideWidth = 60

    private var stepStroke: KeyBinding { KeyBinding("s", label: strings.strokeLabel, help: strings.strokeHelp) }
    private var playStrokes: KeyBinding {
        KeyBinding("S", label: strings.playLabel, help: strings.playHelp, showsInFooter: false)
    }
    /// The stroke being shown while stepping or playing (1-based); nil shows the whole kanji.
    private(set) var currentStroke: Int?
    /// When the stroke order started playing, or its last stroke was shown; nil when not playing.
    private(set) var playStart: Date?
    /// Whether a narrow screen shows the drawing in place of the details.
    private(set) var showsDrawingAlone = false
    /// Whether the last frame had room for the drawing beside the details.
    private var drewBeside = true
    private lazy var strokes: KanjiStrokes? = context.strokes.strokes(for: kanji.kanji)

    private var bookmark: KeyBinding { KeyBinding("b", label: strings.bookmarkLabel, help: strings.bookmarkKanjiHelp) }
    private var pronounce: KeyBinding { KeyBinding("p", label: strings.sayLabel, help: strings.sayKanjiHelp) }
    private var addToReviews: KeyBinding {
        KeyBinding("a", label: strings.addToReviewsLabel, help: strings.addKanjiHelp, showsInFooter: false)
    }
    private var goToDay: KeyBinding {
        KeyBinding("d", label: strings.dayLabel, help: strings.kanjiDayHelp, showsInFooter: false)
    }
    private var writeIt: KeyBinding {
        KeyBinding("w", label: strings.writeItLabel, help: strings.writeItHelp, showsInFooter: false)
    }

    public init(context: AppContext, kanji: KanjiItem) {
        self.kanji = kanji
        super.init(context: context, title: kanji.kanji)
    }

    public override var titleAccessory: String? {
        let mark = context.progress.progress.isBookmarked(kanji.id) ? "* " : ""
        return mark + context.dayName(StudyItem.kanji(kanji).dayKey)
    }

    public override var keyBindings: [KeyBinding] {
        _ = super.keyBindings  // adopts the stack's chrome words
        let table = tableView.keys
        let bindings = [table.move, pronounce, bookmark, openBinding, stepStroke.enabled(strokes != nil),
                        playStrokes.enabled(strokes != nil), addToReviews, goToDay, writeIt, table.expand] + table.scrolling
        return bindings.filter(\.isEnabled)
    }

    // MARK: - Stroke order

    /// Whether the stroke order is playing.
    var isPlaying: Bool { playStart != nil }

    public override var tickInterval: Double? { isPlaying ? Self.strokePause : nil }

    /// Moves on one stroke when most of a pause has passed since the last one: one stroke a tick
    /// at most, so a late tick never skips a stroke.
    public override func tick(at date: Date) {
        guard let playStart, let strokes else { return }
        guard date.timeIntervalSince(playStart) >= Self.strokePause * 0.9 else { return }
        self.playStart = date
        let step = (currentStroke ?? 0) + 1
        if step > strokes.count {
            stopPlaying()
        } else {
            currentStroke = step
        }
    }

    private func stopPlaying() {
        playStart = nil
        currentStroke = nil
    }

    private func step() {
        guard let strokes else {
            showStatus(strings.noStrokeOrder(kanji.kanji), role: .dim)
            return
        }
        showsDrawingAlone = true
        let next = (currentStroke ?? 0) + 1
        currentStroke = next > strokes.count ? nil : next
    }

    private func play() {
        guard strokes != nil else {
            showStatus(strings.noStrokeOrder(kanji.kanji), role: .dim)
            return
        }
        showsDrawingAlone = true
        playStart = now
        currentStroke = 1
    }

    public override func draw(in canvas: Canvas) {
        guard let strokes else {
            super.draw(in: canvas)
            return
        }
        drewBeside = canvas.width >= Self.drawingBesideWidth
        if drewBeside {
            // Beside the details: about 24 by 12 cells at 80x24, larger on larger screens.
            super.draw(in: KanjiDrawing.drawPanel(strokes, shownStrokes: currentStroke, in: canvas, contentWidth: 0,
                                                  strings: strings))
        } else if showsDrawingAlone {
            let size = KanjiDrawing.size(fitting: Size(width: canvas.width - 2, height: canvas.height))
            KanjiDrawing(strokes: strokes, shownStrokes: currentStroke).draw(in: canvas, at: Point(x: 1, y: 0), size: size)
            let x = size.width + 3
            canvas.draw(kanji.kanji, at: Point(x: x, y: 0), role: .title)
            canvas.draw(KanjiDrawing.caption(strokes, shownStrokes: currentStroke, strings: strings), at: Point(x: x, y: 2),
                        role: currentStroke == nil ? .dim : KanjiDrawing.currentRole, maxWidth: canvas.width - x)
            canvas.draw(strings.anyKeyBack, at: Point(x: x, y: 4), role: .dim, maxWidth: canvas.width - x)
        } else {
            super.draw(in: canvas)
        }
    }

    override func makeRows(width: Int) -> [DetailRow] {
        var rows: [DetailRow] = []
        var title: [(String, StyleRole)] = [("[ " + kanji.kanji + " ]", .title), ("  ", .normal),
                                            (kanji.meanings(in: context.meaningLanguage).first ?? "", .normal)]
        let strings = strings
        if context.progress.progress.isBookmarked(kanji.id) { title.append((strings.bookmarkedMark, .accent)) }
        rows.append(DetailRow(key: "title", lines: [truncate(title, width: width)], isSelectable: true))
        // The labels share a column as wide as the longest of the language (9 in English).
        let labels = [strings.onLabel, strings.kunLabel, strings.rareReadingsLabel, strings.unofficialReadingsLabel, strings.koreanLabel, strings.meaningsLabel, strings.strokesLabel,
                      strings.radicalLabel, strings.gradeLabel, strings.frequencyLabel]
        let labelWidth = labels.map(\.displayWidth).max() ?? 9
        rows.append(.gap("readings"))
        // Dimmed readings (outside the official table, or rare) leave On and Kun for a row of their own.
        let rare = (kanji.rankedOnyomi + kanji.rankedKunyomi).filter(\.isRare).map(\.reading)
        rows.append(.field(strings.onLabel, list: kanji.rankedOnyomi.filter { !$0.isRare }.map(\.reading), labelWidth: labelWidth,
                           width: width, valueRole: .accent))
        rows.append(.field(strings.kunLabel, list: kanji.rankedKunyomi.filter { !$0.isRare }.map(\.reading), labelWidth: labelWidth,
                           width: width, valueRole: .accent))
        if !rare.isEmpty {
            // A jōyō kanji's dimmed readings are those outside the official table: the label says so.
            let label = kanji.hasOfficialReadings ? strings.unofficialReadingsLabel : strings.rareReadingsLabel
            rows.append(.field(label, list: rare, labelWidth: labelWidth, width: width, valueRole: .dim))
        }
        if KoreanBridge(context: context).isShown, let korean = context.korean.reading(for: kanji.kanji) {
            // 學 배울 학: the traditional form first when the Japanese one differs.
            let form = korean.form == kanji.kanji ? "" : korean.form + "  "
            rows.append(.field(strings.koreanLabel, form + korean.readings.joined(separator: "; "), labelWidth: labelWidth,
                               width: width, valueRole: .accent))
        }
        rows.append(.field(strings.meaningsLabel, kanji.meaningSummary(in: context.meaningLanguage), labelWidth: labelWidth, width: width))
        // The facts below are read, not acted on: j goes from the meanings straight to the examples.
        rows.append(.field(strings.strokesLabel, "\(kanji.strokes)", labelWidth: labelWidth, width: width, isSelectable: false))
        let radical = kanji.radical.isEmpty ? "" : kanji.radicalSummary
        rows.append(.field(strings.radicalLabel, radical.isEmpty ? "-" : radical, labelWidth: labelWidth, width: width,
                           isSelectable: false))
        rows.append(.field(strings.gradeLabel, kanji.grade.map(strings.gradeName) ?? "-", labelWidth: labelWidth, width: width,
                           isSelectable: false))
        rows.append(.field(strings.frequencyLabel, kanji.frequency.map(strings.frequency) ?? "-",
                           labelWidth: labelWidth, width: width, isSelectable: false))
        rows += DetailRow.notes(kanji.notes, heading: strings.notes, width: width)
        if !kanji.examples.isEmpty {
            rows.append(.gap("examples"))
            rows.append(.heading(strings.exampleWords))
            let meanings = kanji.examples.map(context.exampleMeaning)
            let layout = ColumnLayout.aligning(kanji.examples.enumerated().map { [$1.word, $1.reading, $1.level?.displayName ?? "", meanings[$0]] },
                                               maximumWidths: [width < 70 ? 8 : 14, width < 70 ? 10 : 18, 2])
            let widths = layout.widths(forTotalWidth: width)
            for (index, example) in kanji.examples.enumerated() {
                let fields = [example.word, example.reading, example.level?.displayName ?? "", meanings[index]]
                let roles: [StyleRole] = [.normal, .accent, .dim, .normal]
                var line: [(String, StyleRole)] = []
                for (column, field) in fields.enumerated() where column < widths.count {
                    let cell = field.displayWidth > widths[column] ? field.truncated(toWidth: widths[column]) : field
                    let padded = column == fields.count - 1 ? cell : cell.padded(toWidth: widths[column]) + "  "
                    line.append((padded, roles[column]))
                }
                rows.append(DetailRow(key: "example:\(index)", lines: [truncate(line, width: width)], isSelectable: true,
                                      action: .openExample(example, of: kanji), speech: example.reading))
            }
        }
        return rows
    }

    /// "1st grade" ... "6th grade", "secondary school" for 8, "jinmeiyō" for 9 and 10.
    static func gradeName(_ grade: Int) -> String {
        EnglishDetailStrings().gradeName(grade)
    }

    public override func handle(_ key: Key) -> Bool {
        if isPlaying {
            stopPlaying()
            return true
        }
        switch key {
        case stepStroke:
            step()
            return true
        case playStrokes:
            play()
            return true
        default:
            if showsDrawingAlone && !drewBeside {
                // On a narrow screen any other key leaves the drawing for the details.
                showsDrawingAlone = false
                currentStroke = nil
                return true
            }
        }
        switch key {
        case pronounce:
            context.pronounce(selectedRow?.speech ?? kanji.spokenReading, from: self)
        case bookmark:
            toggleBookmark(.kanji(kanji))
        case addToReviews:
            addToReviews(.kanji(kanji))
        case goToDay:
            goToDay(of: .kanji(kanji))
        case writeIt:
            push(WriteItController(context: context, items: [.kanji(kanji)]))
        default:
            return super.handle(key)
        }
        return true
    }
}
