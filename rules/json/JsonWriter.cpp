#include "json/JsonWriter.h"

#include <algorithm>

namespace hk {

namespace {

char hexDigit(uint nibble)
{
    return char(nibble < 10 ? '0' + nibble : 'a' + nibble - 10);
}

char* writeEscapedUnit(char* out, char16_t unit)
{
    *out++ = '\\';
    *out++ = 'u';
    for (int shift = 12; shift >= 0; shift -= 4)
        *out++ = hexDigit((unit >> shift) & 0xf);
    return out;
}

char* writeAscii(char* out, char16_t unit)
{
    char escape = 0;
    switch (unit) {
    case u'"': escape = '"'; break;
    case u'\\': escape = '\\'; break;
    case u'\b': escape = 'b'; break;
    case u'\f': escape = 'f'; break;
    case u'\n': escape = 'n'; break;
    case u'\r': escape = 'r'; break;
    case u'\t': escape = 't'; break;
    default:
        if (unit < 0x20)
            return writeEscapedUnit(out, unit);
        *out++ = char(unit);
        return out;
    }
    *out++ = '\\';
    *out++ = escape;
    return out;
}

} // namespace

JsonWriter::JsonWriter(Format format, Sink sink) : m_format(format), m_sink(std::move(sink)) {}

void JsonWriter::handOver()
{
    constexpr qsizetype PieceBytes = 64 * 1024;
    if (!m_sink || m_text.size() < PieceBytes)
        return;
    for (qsizetype i = 0; i < m_depth; ++i) {
        if (m_frames.at(i).isObject)
            return;
    }
    m_sink(m_text);
    m_text.resize(0); // keeps the buffer
}

void JsonWriter::indent(qsizetype depth)
{
    if (m_format == Format::Indented)
        m_text.append(4 * depth, ' ');
}

void JsonWriter::beforeValue()
{
    if (m_depth == 0)
        return;
    Frame& frame = top();
    if (frame.isObject)
        return; // key() placed it
    if (frame.count++ > 0)
        m_text.append(m_format == Format::Compact ? "," : ",\n");
    indent(m_depth);
}

void JsonWriter::closeLastMember()
{
    Frame& frame = top();
    if (!frame.members.isEmpty() && frame.members.last().end == 0)
        frame.members.last().end = m_text.size();
}

void JsonWriter::key(const QString& name)
{
    Q_ASSERT(m_depth > 0 && top().isObject);
    closeLastMember();
    Frame& frame = top();
    if (frame.count++ > 0)
        m_text.append(m_format == Format::Compact ? "," : ",\n");
    frame.members.append({name, m_text.size(), 0});
    indent(m_depth);
    appendString(name);
    m_text.append(m_format == Format::Compact ? ":" : ": ");
}

void JsonWriter::open(bool isObject)
{
    if (m_depth == m_frames.size())
        m_frames.append(Frame{});
    Frame& frame = m_frames[m_depth++];
    frame.isObject = isObject;
    frame.contentBegin = m_text.size();
    frame.count = 0;
    frame.members.clear(); // keeps its capacity
}

void JsonWriter::beginObject()
{
    beforeValue();
    m_text.append(m_format == Format::Compact ? "{" : "{\n");
    open(true);
}

void JsonWriter::endObject()
{
    Q_ASSERT(m_depth > 0 && top().isObject);
    closeLastMember();
    Frame& frame = top();
    sortMembers(frame);
    if (frame.count > 0 && m_format == Format::Indented)
        m_text.append('\n');
    --m_depth;
    indent(m_depth);
    m_text.append('}');
    handOver();
}

// QJsonObject keeps its keys in order; members written in another order are put in that order here.
void JsonWriter::sortMembers(Frame& frame)
{
    const auto byKey = [](const Member& a, const Member& b) { return a.key < b.key; };
    if (std::is_sorted(frame.members.cbegin(), frame.members.cend(), byKey))
        return;
    std::stable_sort(frame.members.begin(), frame.members.end(), byKey);
    QByteArray content;
    content.reserve(m_text.size() - frame.contentBegin);
    for (const Member& m : std::as_const(frame.members)) {
        if (!content.isEmpty())
            content.append(m_format == Format::Compact ? "," : ",\n");
        content.append(m_text.constData() + m.begin, m.end - m.begin);
    }
    m_text.truncate(frame.contentBegin);
    m_text.append(content);
}

void JsonWriter::beginArray()
{
    beforeValue();
    m_text.append(m_format == Format::Compact ? "[" : "[\n");
    open(false);
}

void JsonWriter::endArray()
{
    Q_ASSERT(m_depth > 0 && !top().isObject);
    if (top().count > 0 && m_format == Format::Indented)
        m_text.append('\n');
    --m_depth;
    indent(m_depth);
    m_text.append(']');
    handOver();
}

void JsonWriter::value(qint64 number)
{
    beforeValue();
    m_text.append(QByteArray::number(number));
}

void JsonWriter::value(bool flag)
{
    beforeValue();
    m_text.append(flag ? "true" : "false");
}

void JsonWriter::value(const QString& text)
{
    beforeValue();
    appendString(text);
}

void JsonWriter::value(const QStringList& texts)
{
    beginArray();
    for (const QString& text : texts)
        value(text);
    endArray();
}

// UTF-8, with the escapes QJsonDocument uses; a lone surrogate is written as \uXXXX, as Qt does.
void JsonWriter::appendString(const QString& text)
{
    const qsizetype start = m_text.size();
    m_text.resize(start + 6 * text.size() + 2); // the longest a code unit can become is \uXXXX
    char* out = m_text.data() + start;
    *out++ = '"';
    const char16_t* unit = reinterpret_cast<const char16_t*>(text.constData());
    const char16_t* const end = unit + text.size();
    for (; unit != end; ++unit) {
        const char16_t u = *unit;
        if (u < 0x80) {
            out = writeAscii(out, u);
        } else if (u < 0x800) {
            *out++ = char(0xc0 | (u >> 6));
            *out++ = char(0x80 | (u & 0x3f));
        } else if (!QChar::isSurrogate(u)) {
            *out++ = char(0xe0 | (u >> 12));
            *out++ = char(0x80 | ((u >> 6) & 0x3f));
            *out++ = char(0x80 | (u & 0x3f));
        } else if (QChar::isHighSurrogate(u) && unit + 1 != end && QChar::isLowSurrogate(unit[1])) {
            const char32_t code = QChar::surrogateToUcs4(u, unit[1]);
            ++unit;
            *out++ = char(0xf0 | (code >> 18));
            *out++ = char(0x80 | ((code >> 12) & 0x3f));
            *out++ = char(0x80 | ((code >> 6) & 0x3f));
            *out++ = char(0x80 | (code & 0x3f));
        } else {
            out = writeEscapedUnit(out, u);
        }
    }
    *out++ = '"';
    m_text.truncate(out - m_text.constData());
}

QByteArray JsonWriter::finish()
{
    Q_ASSERT(m_depth == 0);
    if (m_format == Format::Indented)
        m_text.append('\n');
    return std::move(m_text);
}

} // namespace hk
