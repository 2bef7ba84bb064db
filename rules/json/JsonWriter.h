#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace hk {

// Writes JSON text as it goes, without building a QJsonObject tree first. A listing of thousands of characters
// spent most of its time inserting keys into QJsonObjects that were thrown away as soon as they were printed.
// The text is byte for byte what QJsonDocument::toJson writes for the same document, keys sorted as
// QJsonObject keeps them, so callers can switch without changing their output (tst_json_writer compares).
class JsonWriter
{
public:
    enum class Format { Compact, Indented };

    // Text that is final is handed to the sink in pieces as it goes (only while no object is open: an object's
    // members may still be put in order). Without a sink, finish() returns the whole document.
    using Sink = std::function<void(const QByteArray& piece)>;

    explicit JsonWriter(Format format = Format::Compact, Sink sink = {});

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();

    // In an object: the next member's key. Its value follows (a value call, or a begin…/end… pair).
    void key(const QString& name);

    void value(qint64 number);
    void value(int number) { value(qint64(number)); }
    void value(bool flag);
    void value(const QString& text);
    void value(const QStringList& texts); // an array of strings
    void value(const char*) = delete;     // would pick bool; use a QString

    template <typename T>
    void member(const QString& name, const T& v)
    {
        key(name);
        value(v);
    }

    // The rest of the document, as QJsonDocument::toJson ends it (all of it when there is no sink). Every object
    // and array must be closed.
    QByteArray finish();

private:
    struct Member
    {
        QString key;
        qsizetype begin = 0;
        qsizetype end = 0;
    };
    struct Frame
    {
        bool isObject = false;
        qsizetype contentBegin = 0; // where the members or elements start in m_text
        int count = 0;
        QList<Member> members;      // objects only: to put the keys in order at the end
    };

    void open(bool isObject);
    void beforeValue();
    void handOver();
    void closeLastMember();
    void sortMembers(Frame& frame);
    void indent(qsizetype depth);
    void appendString(const QString& text);

    Frame& top() { return m_frames[m_depth - 1]; }

    Format m_format;
    Sink m_sink;
    QByteArray m_text;
    QList<Frame> m_frames; // kept when closed, so that their member lists are reused
    qsizetype m_depth = 0; // open frames
};

} // namespace hk
