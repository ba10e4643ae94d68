/// One line of a text to read: what it says, the readings the text itself gives over parts of
/// it, and for a subtitle, when it is spoken.
public struct ReadingLine: Sendable, Equatable {
    /// The line's text, clean of control characters and of the format's markup.
    public var text: String
    /// The readings written over parts of the line (Aozora ruby), in order, never overlapping.
    public var ruby: [RubyReading]
    /// When a subtitle line starts, in milliseconds from the start of the video; nil for other texts.
    public var cueStart: Int?
    /// Whether the line is of the text itself; false for a line about it (an Aozora Bunko book's
    /// title and author before the text, its colophon from 底本： on), which is shown but not
    /// counted or mined.
    public var isBody: Bool

    public init(text: String, ruby: [RubyReading] = [], cueStart: Int? = nil, isBody: Bool = true) {
        self.text = text
        self.ruby = ruby
        self.cueStart = cueStart
        self.isBody = isBody
    }
}
