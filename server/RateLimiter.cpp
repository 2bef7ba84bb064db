#include "RateLimiter.h"

#include <algorithm>

namespace hk {

bool RateLimiter::allow(const QString& key)
{
    const qint64 now = m_clock.elapsed();
    auto it = m_buckets.find(key);
    if (it == m_buckets.end())
        it = m_buckets.insert(key, Bucket{m_capacity, now});
    it->tokens = std::min(m_capacity, it->tokens + double(now - it->at) * m_perSecond / 1000.0);
    it->at = now;
    if (it->tokens < 1.0)
        return false;
    it->tokens -= 1.0;
    return true;
}

} // namespace hk
